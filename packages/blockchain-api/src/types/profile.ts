/** A registered account name (`GET /v1/profile/account/{name}`, `apiVersion=2`). */
export type AccountProfile = {
  name: string
  registered: number
  updated?: number | undefined
  /** Addresses per SLIP-44/ENSIP-11 coin type (eip155 chain id ORed with 2^31). */
  addresses: Record<string, { address: string }>
  attributes: { avatar?: string | undefined; bio?: string | undefined }
}

/** `GET /v1/profile/reverse/{address}`: the names an address holds, newest first. */
export type ReverseProfileResponse = AccountProfile[]

/** `GET /v1/profile/suggestions/{name}`. */
export type NameSuggestionsResponse = { suggestions: { name: string; registered: boolean }[] }

/**
 * `POST /v1/profile/account` body. `message` is the JSON text the address signed:
 * `{"name":"alice.kit.id","attributes":{},"timestamp":1700000000}`.
 */
export type RegisterNameBody = {
  coin_type: number
  address: string
  message: string
  signature: string
}
