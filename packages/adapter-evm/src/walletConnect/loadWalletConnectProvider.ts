import { WalletConnectUnavailableError } from '@kit/core'
import type { EvmAdapterState } from '../types/adapterState.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'

/**
 * The adapter's one WalletConnect provider, loaded and started on first use. A failed load is
 * forgotten, so the next attempt (Retry) loads again.
 */
export function loadWalletConnectProvider(state: EvmAdapterState): Promise<WalletConnectProvider> {
  const walletConnect = state.walletConnect
  const { context, metadata } = walletConnect
  if (!context) return Promise.reject(new WalletConnectUnavailableError('projectId'))
  if (walletConnect.provider) return walletConnect.provider
  const provider = import('./createWalletConnectProvider.js')
    .then(({ createWalletConnectProvider }) => createWalletConnectProvider({ context, metadata }))
    .catch((cause: unknown) => {
      if (walletConnect.provider === provider) walletConnect.provider = undefined
      throw new WalletConnectUnavailableError('load', {
        details: cause instanceof Error ? cause.message : undefined,
        cause,
      })
    })
  walletConnect.provider = provider
  return provider
}
