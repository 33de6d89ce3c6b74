/** `GET /v1/sessions/{id}`: a smart-session permission record. */
export type SessionResponse = {
  pci: string
  expiry: number
  chainId: string
  address: string
  revoked: boolean
}

/** `POST /v1/sessions/{id}/revoke` body. */
export type RevokeSessionBody = { pci: string; signature: string }
