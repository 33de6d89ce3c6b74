/** Names of the tracked events (AppKit-compatible, plus the spec's). */
export type EventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'CLICK_WALLETS'
  | 'CLICK_NETWORKS'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'DISCONNECT_ERROR'
  | 'SWITCH_NETWORK'
  | 'CLICK_COPY_ADDRESS'
  | 'SIWX_AUTH_SUCCESS'
  | 'SIWX_AUTH_ERROR'
  | 'CLICK_CANCEL_SIWX'
  | 'ERROR_FETCH_TRANSACTIONS'
  | 'SET_PREFERRED_ACCOUNT_TYPE'
  /** `metadata.url` is not on the page's origin (SECURITY S24). */
  | 'METADATA_URL_MISMATCH'

/** Event properties hold identifiers only (wallet names, network ids, view names), never personal data. */
export type EventProperties = Record<string, string | number | boolean | undefined>

export type KitEvent = { type: 'track'; event: EventName; properties?: EventProperties | undefined }

/** What `useAppKitEvents` returns. */
export type EventsState = {
  timestamp: number
  /**
   * Errors reported to the visitor once, as AppKit 1.7 keeps them: `FORBIDDEN` is `true` after the
   * analytics service refused the page's origin (Invalid App Configuration), `false` once it
   * accepted an event.
   */
  reportedErrors: Record<string, boolean>
  data: KitEvent
}
