import { type CaipNetwork, type ConnectResult, UserRejectedRequestError } from '@kit/core'
import type { EvmAdapterState } from '../types/adapterState.js'
import { buildNamespaces } from './buildNamespaces.js'
import { establishWalletConnectSession } from './establishWalletConnectSession.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

export type ConnectWalletConnectParameters = {
  network: CaipNetwork | undefined
  signal?: AbortSignal | undefined
}

/**
 * Proposes a session through a fresh pairing: its URI is reported as a `pairingUri` event for the
 * QR code and deep links, and the promise settles when a wallet answers. An existing session is
 * reused. Aborting gives the pairing up: it is deleted so it cannot be used later (SECURITY F16).
 */
export async function connectWalletConnect(
  state: EvmAdapterState,
  { network, signal }: ConnectWalletConnectParameters,
): Promise<ConnectResult> {
  signal?.throwIfAborted()
  const provider = await loadWalletConnectProvider(state)
  signal?.throwIfAborted()
  if (!provider.session) {
    const onUri = (uri: unknown) => {
      if (!signal?.aborted && typeof uri === 'string')
        state.emit({ type: 'pairingUri', connectorId: walletConnectConnectorId, uri })
    }
    provider.on('display_uri', onUri)
    try {
      const approval = provider.connect({
        optionalNamespaces: buildNamespaces(state.walletConnect.networks, network),
      })
      // A pairing given up may still settle (or expire) much later; nobody waits for it then.
      approval.catch(() => {})
      await untilAborted(approval, signal, () =>
        provider.cleanupPendingPairings({ deletePairings: true }),
      ).catch((error: unknown) => {
        throw isPairingRefusal(error) ? new UserRejectedRequestError({ cause: error }) : error
      })
    } finally {
      provider.removeListener('display_uri', onUri)
    }
  }
  // An approval that settled in the same tick as the abort still belongs to a given-up pairing.
  signal?.throwIfAborted()
  return establishWalletConnectSession(state, provider, network)
}

/** WalletConnect's codes for a wallet that declined the proposal (5000-5003). */
function isPairingRefusal(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && code >= 5000 && code <= 5003
}

/** Settles with `promise`, or rejects with the abort reason as soon as `signal` aborts. */
async function untilAborted<T>(
  promise: Promise<T>,
  signal: AbortSignal | undefined,
  onAbort: () => unknown,
): Promise<T> {
  if (!signal) return promise
  let listener = () => {}
  const aborted = new Promise<never>((_, reject) => {
    listener = () => {
      Promise.resolve()
        .then(onAbort)
        .catch(() => {})
      reject(signal.reason)
    }
    signal.addEventListener('abort', listener, { once: true })
  })
  try {
    return await Promise.race([promise, aborted])
  } finally {
    signal.removeEventListener('abort', listener)
  }
}
