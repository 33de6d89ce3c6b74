import { WalletConnectUnavailableError } from '../errors/walletConnect.js'
import type { Kit } from '../types/kit.js'
import { getWalletConnectContext } from '../utils/getWalletConnectContext.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'

/**
 * The instance's one WalletConnect provider, loaded and started on first use (a pairing or a
 * restore). A failed load is forgotten, so the next attempt (Retry) loads again.
 */
export function loadWalletConnectProvider(kit: Kit): Promise<WalletConnectProvider> {
  const runtime = kit.runtime.walletConnect
  const context = getWalletConnectContext(kit.options)
  if (!context) return Promise.reject(new WalletConnectUnavailableError('projectId'))
  if (runtime.provider) return runtime.provider
  const provider = import('./createWalletConnectProvider.js')
    .then(({ createWalletConnectProvider }) =>
      createWalletConnectProvider({ context, metadata: kit.options.metadata }),
    )
    .catch((cause: unknown) => {
      if (runtime.provider === provider) runtime.provider = undefined
      throw new WalletConnectUnavailableError('load', {
        details: cause instanceof Error ? cause.message : undefined,
        cause,
      })
    })
  runtime.provider = provider
  return provider
}
