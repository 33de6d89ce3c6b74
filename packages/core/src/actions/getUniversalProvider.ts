import type { Kit } from '../types/kit.js'
import type { WalletConnectProvider } from '../walletConnect/createWalletConnectProvider.js'

export type GetUniversalProviderReturnType = WalletConnectProvider | undefined

/**
 * WalletConnect's universal provider while a session is live, else `undefined`. It is what an app
 * without an adapter signs with, as in AppKit 1.7:
 * `provider.request({ method: 'personal_sign', params: [message, address] }, 'eip155:1')`.
 */
export function getUniversalProvider(kit: Kit): GetUniversalProviderReturnType {
  return kit.runtime.walletConnect.live
}
