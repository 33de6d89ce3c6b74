import type {
  DevnetBitcoinConfig,
  DevnetChainConfig,
  DevnetSolanaConfig,
} from '../chains/DevnetConfig.js'
import type { DevnetDeployment } from '../chains/DevnetDeployment.js'
import { listenHttp } from '../http/listenHttp.js'
import type { ApiContext } from './ApiContext.js'
import { createBitcoinServedChain } from './bitcoin/createBitcoinServedChain.js'
import { createCatalogue } from './catalogue/createCatalogue.js'
import { createApiHandler } from './createApiHandler.js'
import { createServedChain } from './createServedChain.js'
import { createNameRegistry } from './names/createNameRegistry.js'
import { kitDevProfile } from './names/kitDevProfile.js'
import { createOnrampStore } from './onramp/createOnrampStore.js'
import { createSessionStore } from './sessions/createSessionStore.js'
import { devSession } from './sessions/devSession.js'
import { createSiwxStore } from './siwx/createSiwxStore.js'
import type { SignInVerifier } from './siwx/SignInVerifier.js'
import { createSolanaServedChain } from './solana/createSolanaServedChain.js'

export type StartApiServerParameters = {
  /** 0 (the default) picks a free port. */
  port?: number | undefined
  host?: string | undefined
  /** The running chains to serve (e.g. `startDevnet`'s `chains`). */
  chains: readonly DevnetChainConfig[]
  /** What is deployed on each chain; chains without one serve native balances only. */
  deployments?: readonly DevnetDeployment[] | undefined
  /** The running Solana node (e.g. `startDevnet`'s `solana`): balances and history of its accounts. */
  solana?: DevnetSolanaConfig | undefined
  /** The running Bitcoin Esplora API (`startDevnet`'s `bitcoin`): balances and history of its addresses. */
  bitcoin?: DevnetBitcoinConfig | undefined
  /** Analytics events kept (oldest dropped past it); 1,000 by default. */
  maxEvents?: number | undefined
  /** Larger analytics bodies get 413; 64 KB by default. */
  maxBodyBytes?: number | undefined
  /** Milliseconds since the epoch; `Date.now` by default (name-registration and session times). */
  now?: (() => number) | undefined
  /**
   * Checks sign-in messages for `POST /v1/siwx/sessions`, e.g. `@kit/siwx/server`'s
   * `(input) => verifySignIn({ ...input, verifiers })`; without it that endpoint answers 501.
   */
  verifySignIn?: SignInVerifier | undefined
}

export type StartApiServerReturnType = {
  /** Base URL of the API, the wallet catalogue and the analytics endpoints. */
  url: string
  port: number
  /** A copy of the stored analytics events, oldest first. */
  events: () => unknown[]
  clearEvents: () => void
  /** Stops the server and waits for it. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * The local blockchain API and wallet catalogue (SPEC §7) over running chains: balances and
 * history read from the nodes, names, prices, convert, onramp, sessions, the RPC proxy with
 * `wallet_getAssets`, the catalogue with generated images, and the analytics endpoints.
 * @example
 * const api = await startApiServer({ chains: devnet.chains, deployments: devnet.deployments })
 * await fetch(`${api.url}/v1/account/${address}/balance?chainId=eip155:1`)
 */
export async function startApiServer({
  port = 0,
  host = '127.0.0.1',
  chains,
  deployments = [],
  solana,
  bitcoin,
  maxEvents = 1_000,
  maxBodyBytes = 64 * 1024,
  now = Date.now,
  verifySignIn,
}: StartApiServerParameters): Promise<StartApiServerReturnType> {
  const analytics = { events: [] as unknown[], maxEvents, maxBodyBytes }
  let handler: ReturnType<typeof createApiHandler> | undefined
  // The handler needs the bound URL (image links, the onramp page), so it is set once listening.
  const http = await listenHttp({ port, host, handler: () => handler })
  const baseUrl = http.url

  const context: ApiContext = {
    baseUrl,
    chains: chains.map((chain) =>
      createServedChain(
        chain,
        deployments.find((deployment) => deployment.chainId === chain.chainId),
      ),
    ),
    solana: solana ? createSolanaServedChain(solana) : undefined,
    bitcoin: bitcoin ? createBitcoinServedChain(bitcoin) : undefined,
    names: createNameRegistry([kitDevProfile(baseUrl)]),
    sessions: createSessionStore([devSession(now())]),
    siwx: createSiwxStore({ now }),
    verifySignIn,
    onramp: createOnrampStore(),
    catalogue: createCatalogue(baseUrl),
    now,
  }
  handler = createApiHandler(context, analytics)

  return {
    url: baseUrl,
    port: http.port,
    events: () => [...analytics.events],
    clearEvents: () => {
      analytics.events.length = 0
    },
    stop: http.stop,
  }
}
