/** A sign-in message's fields as a session carries them (AppKit's `SIWXMessage.Data`). */
export type SiwxSessionDataResponse = {
  accountAddress: string
  /** CAIP-2 (`eip155:1`). */
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
}

/** A verified sign-in the API keeps: the session as signed, its id and when it ends. */
export type SiwxSessionRecord = {
  id: string
  data: SiwxSessionDataResponse
  message: string
  signature: string
  /** Milliseconds since the epoch. */
  expiresAt: number
}

/** `POST /v1/siwx/nonce`: a nonce the API accepts once, until `expiresAt` (ms). */
export type SiwxNonceResponse = { nonce: string; expiresAt: number }

/** `GET /v1/siwx/sessions?chainId&address`. */
export type SiwxSessionsResponse = { sessions: SiwxSessionRecord[] }

/** `POST /v1/siwx/sessions` body: a signed sign-in message, verified by the API. */
export type CreateSiwxSessionBody = {
  data: SiwxSessionDataResponse
  message: string
  signature: string
}
