import type { KitEvent } from '../types/events.js'
import type { Kit } from '../types/kit.js'

/**
 * Sends tracked events to the analytics service, only when the app turned analytics on itself
 * and the service's config agrees. The sending code loads with the first event, so it adds
 * nothing to the page's first paint. Returns a teardown.
 */
export function startAnalytics(kit: Kit): () => void {
  if (typeof window === 'undefined') return () => {}
  let sender: Promise<(event: KitEvent) => Promise<void>> | undefined
  return kit.emitter.on('event', (data) => {
    sender ??= import('./createAnalyticsSender.js').then(
      (module) => module.createAnalyticsSender(kit),
      (error) => {
        kit.warn('Could not load the analytics code', error)
        return async () => {}
      },
    )
    void sender.then((send) => send(data))
  })
}
