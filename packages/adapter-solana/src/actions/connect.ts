import type { CaipNetwork, ConnectResult } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { getFeature } from '../connectors/getFeature.js'
import { pickAccount } from '../connectors/readWalletAccount.js'
import { startStandardSession } from '../connectors/startStandardSession.js'
import { waitForConnector } from '../connectors/waitForConnector.js'
import { InvalidWalletAccountError, WalletFeatureNotSupportedError } from '../errors/wallet.js'
import { resolveNetwork } from '../networks/resolveNetwork.js'
import { toWalletChain } from '../networks/walletChains.js'
import type { SolanaAdapterState } from '../types/adapterState.js'
import { toWalletError } from '../utils/toWalletError.js'

export type ConnectParameters = {
  connectorId: string
  network?: CaipNetwork | undefined
  signal?: AbortSignal | undefined
  /** Restore without a prompt (`standard:connect` with `silent`). */
  silent?: boolean | undefined
}

/**
 * Connects a Wallet Standard wallet (`standard:connect`) and follows its account changes. Picks
 * the account for the network's Wallet Standard chain, else the wallet's first. A declined prompt
 * is `UserRejectedRequestError`; silently, no account (or a declined silent connect) means
 * `undefined`.
 */
export async function connect(
  state: SolanaAdapterState,
  { connectorId, network, signal, silent = false }: ConnectParameters,
): Promise<ConnectResult | undefined> {
  const entry = await waitForConnector(state.registry, connectorId)
  const feature = getFeature(entry.wallet, 'standard:connect')
  if (typeof feature?.connect !== 'function')
    throw new WalletFeatureNotSupportedError('standard:connect')
  const target = resolveNetwork(state, network)
  let output: { accounts?: unknown } | undefined
  try {
    output = await abortable(feature.connect(silent ? { silent: true } : undefined), signal)
  } catch (error) {
    const typed = toWalletError(error)
    // A wallet that no longer trusts the site declines a silent connect: nothing to restore.
    if (silent && typed instanceof UserRejectedRequestError) return undefined
    throw typed
  }
  const accounts = output?.accounts ?? entry.wallet.accounts
  const picked = pickAccount(accounts, toWalletChain(target))
  if (!picked) {
    if (silent) return undefined
    throw new InvalidWalletAccountError({ details: 'The wallet granted no valid Solana account' })
  }
  startStandardSession(state, connectorId, entry.wallet, picked, entry.connector.name)
  state.network = target
  return {
    address: picked.address,
    chainId: target.id,
    accounts: [{ namespace: 'solana', address: picked.address, type: 'eoa' }],
    walletInfo: {
      name: entry.connector.name,
      ...(entry.connector.imageUrl ? { icon: entry.connector.imageUrl } : {}),
    },
  }
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  signal.throwIfAborted()
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
