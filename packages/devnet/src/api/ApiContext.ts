import type { BitcoinServedChain } from './bitcoin/BitcoinServedChain.js'
import type { Catalogue } from './catalogue/createCatalogue.js'
import type { NameRegistry } from './names/createNameRegistry.js'
import type { OnrampStore } from './onramp/createOnrampStore.js'
import type { ServedChain } from './ServedChain.js'
import type { SessionStore } from './sessions/createSessionStore.js'
import type { SiwxStore } from './siwx/createSiwxStore.js'
import type { SignInVerifier } from './siwx/SignInVerifier.js'
import type { SolanaServedChain } from './solana/SolanaServedChain.js'

/** Everything the routes of one API server work on; built once per `startApiServer`. */
export type ApiContext = {
  /** The server's own base URL, used in the image and onramp links it hands out. */
  readonly baseUrl: string
  /** The EVM chains. */
  readonly chains: readonly ServedChain[]
  /** The local Solana node, when the server was given one (balances and history). */
  readonly solana: SolanaServedChain | undefined
  /** The local Bitcoin regtest chain, when the server was given one (balances and history). */
  readonly bitcoin: BitcoinServedChain | undefined
  readonly names: NameRegistry
  readonly sessions: SessionStore
  /** Sign-in nonces and sessions. */
  readonly siwx: SiwxStore
  /** Checks sign-in messages; without it, creating a sign-in session answers 501. */
  readonly verifySignIn: SignInVerifier | undefined
  readonly onramp: OnrampStore
  readonly catalogue: Catalogue
  /** Milliseconds since the epoch (injectable for tests). */
  readonly now: () => number
}
