import type { CaipNetworkId } from './network.js'

/**
 * What Kit asks a sign-in message for (AppKit's `SIWXMessage.Input`): the connected account and
 * the CAIP-2 id of its chain (`eip155:1`).
 */
export type SiwxMessageInput = { accountAddress: string; chainId: CaipNetworkId }

/** A sign-in message's fields as AppKit names them (`SIWXMessage.Data`). */
export type SiwxMessageData = {
  accountAddress: string
  chainId: string
  domain: string
  uri: string
  version: string
  nonce: string
  notBefore?: string | undefined
  statement?: string | undefined
  resources?: string[] | undefined
  requestId?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
}

/** A message ready to sign (AppKit's `SIWXMessage`): its fields, and `toString()` its text. */
export type SiwxMessage = SiwxMessageData & { toString(): string }

/** A signed-in account on one chain (AppKit's `SIWXSession`) as Kit hands it to `addSession`. */
export type SiwxSession = { data: SiwxMessageData; message: string; signature: string }

/**
 * The shape of AppKit's `SIWXConfig` (sign-in with X), checked structurally so an AppKit app's
 * object (`DefaultSIWX`, `ReownAuthentication`, its own) or `@kit/siwx`'s `createSIWX()` is
 * accepted as it is. After a connect on a supported network without a session, the modal asks
 * the visitor to sign `createMessage`'s text and hands the result to `addSession`.
 */
export type SiwxConfig = {
  createMessage: (input: SiwxMessageInput) => Promise<SiwxMessage>
  addSession: (session: SiwxSession) => Promise<void>
  revokeSession: (chainId: CaipNetworkId, address: string) => Promise<void>
  setSessions: (sessions: SiwxSession[]) => Promise<void>
  /** The sessions of that chain and address that are still valid. */
  getSessions: (chainId: CaipNetworkId, address: string) => Promise<readonly unknown[]>
  /** Signs instead of the connected wallet (AppKit's optional `signMessage`). */
  signMessage?:
    | ((input: {
        message: string
        chainId: CaipNetworkId
        accountAddress: string
      }) => Promise<string>)
    | undefined
  /** Whether the visitor must sign in: cancelling then disconnects, and the modal cannot close. */
  getRequired?: (() => boolean) | undefined
  /** Whether a disconnect also ends the sessions. */
  signOutOnDisconnect?: boolean | undefined
}

/** The shape of AppKit's `AppKitSIWEClient` (`createSIWEConfig(…)`), checked structurally. */
export type SiweConfig = {
  options: object
  getNonce: (address?: never) => Promise<string>
  createMessage: (args: never) => string
  verifyMessage: (args: never) => Promise<boolean>
}
