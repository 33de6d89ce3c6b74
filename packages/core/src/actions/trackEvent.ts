import type { EventName, EventProperties } from '../types/events.js'
import type { Kit } from '../types/kit.js'

export type TrackEventParameters = { event: EventName; properties?: EventProperties | undefined }

/** Records an event for `useAppKitEvents` and for analytics (when the app enabled it). */
export function trackEvent(kit: Kit, { event, properties }: TrackEventParameters): void {
  const data = { type: 'track' as const, event, properties }
  kit.stores.events.timestamp = Date.now()
  kit.stores.events.data = data
  kit.emitter.emit('event', data)
}
