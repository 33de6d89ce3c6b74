import { proxy } from 'valtio/vanilla'
import type { EventsState } from '../types/events.js'

export function createEventsStore() {
  return proxy<EventsState>({
    timestamp: 0,
    reportedErrors: {},
    data: { type: 'track', event: 'MODAL_CREATED' },
  })
}
