import type { ChainNamespace, Kit } from '@kit/core'
import { findConnector } from '@kit/core/modules/actions/findConnector'
import { getAccount } from '@kit/core/modules/actions/getAccount'
import { getUniversalProvider } from '@kit/core/modules/actions/getUniversalProvider'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'

/**
 * The connected wallet's own provider object and its type, as `useAppKitProvider` returns them
 * (WalletConnect's universal provider for a namespace without an adapter, as in AppKit 1.7);
 * `connectorId` defaults to the namespace's connected connector.
 */
export function getWalletProvider(
  kit: Kit,
  namespace: ChainNamespace | undefined = kit.stores.chains.activeNamespace,
  connectorId: string | undefined = getAccount(kit, { namespace })?.connectorId,
) {
  const adapter = namespace ? kit.adapters[namespace] : undefined
  // Without an adapter the namespace is connected over WalletConnect, as in AppKit Core apps:
  // their provider is the universal provider, which takes `request(arguments, chainId)`.
  if (namespace && !adapter && connectorId === walletConnectConnectorId) {
    const walletProvider = getUniversalProvider(kit)
    return { walletProvider, walletProviderType: walletProvider && ('WALLET_CONNECT' as const) }
  }
  if (!connectorId || !adapter?.getProvider)
    return { walletProvider: undefined, walletProviderType: undefined }
  return {
    walletProvider: adapter.getProvider({ connectorId }),
    walletProviderType: findConnector(kit, { connectorId })?.type,
  }
}
