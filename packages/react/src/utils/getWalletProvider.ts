import type { ChainNamespace, Kit } from '@kit/core'
import { findConnector } from '@kit/core/modules/actions/findConnector'
import { getAccount } from '@kit/core/modules/actions/getAccount'
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
  // Without an adapter a namespace is connected over WalletConnect (AppKit Core apps): its
  // provider is the universal provider (`request(arguments, chainId)`), read as core's
  // getUniversalProvider does, without that module on the first-paint path.
  const universal = !adapter && connectorId === walletConnectConnectorId
  if (!connectorId || !(universal || adapter?.getProvider))
    return { walletProvider: undefined, walletProviderType: undefined }
  return {
    walletProvider: universal
      ? kit.runtime.walletConnect.live
      : adapter?.getProvider?.({ connectorId }),
    walletProviderType: findConnector(kit, { connectorId, namespace })?.type,
  }
}
