import type { Catalogue } from './catalogue/createCatalogue.js'
import type { NameRegistry } from './names/createNameRegistry.js'
import type { OnrampStore } from './onramp/createOnrampStore.js'
import type { ServedChain } from './ServedChain.js'
import type { SessionStore } from './sessions/createSessionStore.js'

/** Everything the routes of one API server work on; built once per `startApiServer`. */
export type ApiContext = {
  /** The server's own base URL, used in the image and onramp links it hands out. */
  readonly baseUrl: string
  readonly chains: readonly ServedChain[]
  readonly names: NameRegistry
  readonly sessions: SessionStore
  readonly onramp: OnrampStore
  readonly catalogue: Catalogue
  /** Milliseconds since the epoch (injectable for tests). */
  readonly now: () => number
}
