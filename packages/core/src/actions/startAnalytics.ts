import { getAnalyticsConfig, HttpRequestError, sendAnalyticsEvent } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import { sanitizeEventProperties } from '../utils/sanitizeEventProperties.js'
import { showAlert } from './alerts.js'

/**
 * Sends tracked events to the analytics service, only when the app turned analytics on itself
 * and the service's config agrees. HTTP 403 means the origin is not allowed for the project.
 * Returns a teardown.
 */
export function startAnalytics(kit: Kit): () => void {
  if (typeof window === 'undefined') return () => {}
  const client = kit.clients.analytics
  let enabled: Promise<boolean> | undefined
  const isEnabled = () =>
    (enabled ??= getAnalyticsConfig(client).then(
      (config) => config.isAnalyticsEnabled,
      (error) => {
        onFailure(error)
        return false
      },
    ))
  const onFailure = (error: unknown) => {
    if (error instanceof HttpRequestError && error.status === 403)
      showAlert(kit, 'INVALID_APP_CONFIGURATION')
    else kit.warn('Analytics unavailable', error)
  }
  return kit.emitter.on('event', (data) => {
    void isEnabled().then((on) => {
      if (!on) return
      return sendAnalyticsEvent(client, {
        eventId: crypto.randomUUID(),
        url: window.location.origin,
        domain: window.location.hostname,
        timestamp: Date.now(),
        props: {
          type: data.type,
          event: data.event,
          properties: sanitizeEventProperties(data.properties),
        },
      }).catch(onFailure)
    })
  })
}
