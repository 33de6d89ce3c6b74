import { type ChainNamespace, getAccount, type Kit } from '@kit/core'

/** The connected wallet's own provider object and its type, as `useAppKitProvider` returns them. */
export function getWalletProvider(kit: Kit, namespace?: ChainNamespace) {
  const chains = kit.stores.chains
  const ns = namespace ?? chains.activeNamespace
  const account = getAccount(kit, { namespace: ns })
  const connectorId = account?.connectorId
  const adapter = ns ? kit.adapters[ns] : undefined
  if (!connectorId || !adapter?.getProvider)
    return { walletProvider: undefined, walletProviderType: undefined }
  const connector = Object.values(kit.stores.connectors.byNamespace)
    .flat()
    .find((c) => c.id === connectorId)
  return {
    walletProvider: adapter.getProvider({ connectorId }),
    walletProviderType: connector?.type,
  }
}
