/**
 * A CAIP-74 capability object (one-click auth over WalletConnect): header, payload and signature.
 * Kept loose here; the session's `message` and `signature` are what Kit verifies.
 */
export type SiwxCacao = {
  h: { t: string }
  p: Record<string, unknown>
  s: { t: string; s: string; m?: string | undefined }
}

/** What the connect flow knows when it asks for a message (AppKit's `SIWXMessage.Input`). */
export type SiwxMessageInput = {
  /** The account, as the wallet gave it (any case for eip155). */
  accountAddress: string
  /** The CAIP-2 id of the connected chain (`eip155:1`). */
  chainId: string
  notBefore?: string | undefined
}

/**
 * A sign-in message's fields as AppKit names them (`SIWXMessage.Data`): the account and the
 * CAIP-2 chain, then the message's own fields.
 */
export type SiwxSessionData = SiwxMessageInput & {
  domain: string
  uri: string
  version: string
  nonce: string
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
}

/** A message ready to sign (AppKit's `SIWXMessage`): its fields, and `toString()` its text. */
export type SiwxCreatedMessage = SiwxSessionData & { toString: () => string }

/** A signed-in account on one chain (AppKit's `SIWXSession`). */
export type SiwxSession = {
  data: SiwxSessionData
  /** The exact text that was signed. */
  message: string
  signature: string
  cacao?: SiwxCacao | undefined
}

/**
 * Where sessions are kept (AppKit's `SIWXStorage`). `get` answers only sessions of that chain and
 * address; `delete` removes those and keeps every other.
 */
export type SiwxStorage = {
  add(session: SiwxSession): Promise<void>
  set(sessions: SiwxSession[]): Promise<void>
  get(chainId: string, address: string): Promise<SiwxSession[]>
  delete(chainId: string, address: string): Promise<void>
}

/** Makes the message to sign (AppKit's `SIWXMessenger`). */
export type SiwxMessenger = {
  createMessage(input: SiwxMessageInput): Promise<SiwxCreatedMessage>
}
