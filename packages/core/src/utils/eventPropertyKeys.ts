import type { EventName, EventProperties } from '../types/events.js'

/**
 * The property keys each analytics event may carry (SECURITY S19). A key that is not listed is
 * dropped before sending, whatever its value, so a new property is private until listed here.
 */
export const eventPropertyKeys: Readonly<Record<EventName, readonly string[]>> = {
  MODAL_CREATED: [],
  MODAL_OPEN: ['connected'],
  MODAL_CLOSE: ['connected'],
  CLICK_WALLETS: [],
  CLICK_NETWORKS: [],
  SELECT_WALLET: ['name', 'platform'],
  CONNECT_SUCCESS: ['method', 'name'],
  CONNECT_ERROR: ['name', 'rejected'],
  DISCONNECT_SUCCESS: [],
  DISCONNECT_ERROR: [],
  SWITCH_NETWORK: ['network'],
  CLICK_COPY_ADDRESS: [],
  SIWX_AUTH_SUCCESS: ['network', 'isSmartAccount'],
  SIWX_AUTH_ERROR: ['network', 'isSmartAccount'],
  CLICK_CANCEL_SIWX: ['network', 'isSmartAccount'],
  ERROR_FETCH_TRANSACTIONS: ['network'],
  SET_PREFERRED_ACCOUNT_TYPE: ['accountType', 'network'],
  // The app sees both URLs; analytics gets the event alone.
  METADATA_URL_MISMATCH: [],
}

/** The properties of `event` whose keys it may carry; every other key is dropped. */
export function pickEventProperties(
  event: EventName,
  properties: EventProperties | undefined,
): EventProperties {
  const allowed = eventPropertyKeys[event] ?? []
  const picked: EventProperties = {}
  for (const key of allowed) {
    if (properties && Object.hasOwn(properties, key)) picked[key] = properties[key]
  }
  return picked
}
