import type { ChainNamespace, Kit } from '@kit/core'
import { findConnector } from '@kit/core/modules/actions/findConnector'
import { getAccount } from '@kit/core/modules/actions/getAccount'

/**
 * The connected wallet's own provider object and its type, as `useAppKitProvider` returns them;
 * `connectorId` defaults to the namespace's connected connector.
 */
export function getWalletProvider(
  kit: Kit,
  namespace: ChainNamespace | undefined = kit.stores.chains.activeNamespace,
  connectorId: string | undefined = getAccount(kit, { namespace })?.connectorId,
) {
  const adapter = namespace ? kit.adapters[namespace] : undefined
  if (!connectorId || !adapter?.getProvider)
    return { walletProvider: undefined, walletProviderType: undefined }
  return {
    walletProvider: adapter.getProvider({ connectorId }),
    walletProviderType: findConnector(kit, { connectorId })?.type,
  }
}
