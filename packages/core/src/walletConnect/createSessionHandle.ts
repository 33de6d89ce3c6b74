import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import type {
  WalletConnectPeer,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '../types/walletConnect.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import type { ApprovedNamespace } from './readApprovedNamespace.js'

export type CreateSessionHandleParameters = {
  provider: WalletConnectProvider
  namespace: ChainNamespace
  /** What the wallet approved in the namespace; read live, as a `session_update` replaces it. */
  approved: ApprovedNamespace
  peer: WalletConnectPeer
  /** Where the session's events for this namespace arrive (see `startWalletConnectSession`). */
  subscribe: (listener: (event: WalletConnectSessionEvent) => void) => () => void
  signal: AbortSignal
}

/**
 * One namespace's handle on the shared session. A request names its chain; that chain becomes the
 * namespace's default in the SDK first, so what the SDK answers itself (reads through the
 * proposal's `rpcMap`) goes to the same chain as what the wallet answers.
 */
export function createSessionHandle({
  provider,
  namespace,
  approved,
  peer,
  subscribe,
  signal,
}: CreateSessionHandleParameters): WalletConnectSession {
  let defaultChain: CaipNetworkId | undefined
  return Object.freeze({
    namespace,
    get accounts(): readonly string[] {
      return approved.accounts
    },
    get chains(): readonly string[] {
      return approved.chains
    },
    get methods(): readonly string[] {
      return approved.methods
    },
    peer,
    async request({ chainId, method, params }) {
      signal.throwIfAborted()
      if (chainId.split(':')[0] !== namespace)
        throw new TypeError(`${chainId} is not a chain of the ${namespace} namespace`)
      if (defaultChain !== chainId) {
        provider.setDefaultChain(chainId)
        defaultChain = chainId
      }
      return provider.request(
        params === undefined ? { method } : { method, params: params as object },
        chainId,
      )
    },
    onEvent: subscribe,
    signal,
  })
}
