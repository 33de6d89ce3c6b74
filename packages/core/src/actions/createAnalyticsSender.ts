import { getAnalyticsConfig } from '@kit/blockchain-api/modules/actions/getAnalyticsConfig'
import { sendAnalyticsEvent } from '@kit/blockchain-api/modules/actions/sendAnalyticsEvent'
import { HttpRequestError } from '@kit/blockchain-api/modules/errors/http'
import type { KitEvent } from '../types/events.js'
import type { Kit } from '../types/kit.js'
import { pickEventProperties } from '../utils/eventPropertyKeys.js'
import { sanitizeEventProperties } from '../utils/sanitizeEventProperties.js'
import { showAlert } from './showAlert.js'

/**
 * Posts one event to the analytics service once its config allows it (asked once). HTTP 403
 * means the origin is not allowed for the project: Invalid App Configuration.
 */
export function createAnalyticsSender(kit: Kit): (event: KitEvent) => Promise<void> {
  const client = kit.clients.analytics
  const reported = kit.stores.events.reportedErrors
  const onFailure = (error: unknown) => {
    if (!(error instanceof HttpRequestError && error.status === 403))
      kit.warn('Analytics unavailable', error)
    else if (!reported.FORBIDDEN) {
      // Shown once, as AppKit does; `reportedErrors` tells the app it was.
      reported.FORBIDDEN = true
      showAlert(kit, { id: 'INVALID_APP_CONFIGURATION' })
    }
  }
  const enabled = getAnalyticsConfig(client).then(
    (config) => config.isAnalyticsEnabled,
    (error) => {
      onFailure(error)
      return false
    },
  )
  return async (data) => {
    if (!(await enabled)) return
    await sendAnalyticsEvent(client, {
      eventId: crypto.randomUUID(),
      url: window.location.origin,
      domain: window.location.hostname,
      timestamp: Date.now(),
      props: {
        type: data.type,
        event: data.event,
        properties: sanitizeEventProperties(pickEventProperties(data.event, data.properties)),
      },
    }).then(() => {
      if (reported.FORBIDDEN !== false) reported.FORBIDDEN = false
    }, onFailure)
  }
}
