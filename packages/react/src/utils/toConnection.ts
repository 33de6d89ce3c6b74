import type { ChainNamespace, Kit, StoreSnapshot } from '@kit/core'
import { findConnector } from '@kit/core/modules/actions/findConnector'
import type { Connection } from '../types/connection.js'

/**
 * A namespace's connected wallet as AppKit's `Connection` (with the name and images that
 * `useAppKitConnections` adds); `undefined` when nothing is connected there. The network's image
 * comes from the caller (`useNetworkImageSrc`), whose code loads after first paint.
 */
export function toConnection(
  kit: Kit,
  chain: StoreSnapshot<'chains'>['namespaces'][ChainNamespace],
  networkIcon: string | undefined,
): Connection | undefined {
  const account = chain?.account
  if (!chain || !account?.address || !account.connectorId) return undefined
  const caipNetwork = chain.network.caipNetwork
  const wallet = account.connectedWalletInfo
  const connector = findConnector(kit, { connectorId: account.connectorId })
  const entries =
    account.allAccounts.length > 0
      ? account.allAccounts
      : [{ address: account.address, type: account.preferredAccountType, publicKey: undefined }]
  return {
    name: wallet?.name ?? connector?.name,
    icon: wallet?.icon ?? connector?.imageUrl,
    networkIcon,
    accounts: entries.map(({ address, type, publicKey }) => ({
      type,
      address,
      ...(publicKey ? { publicKey } : {}),
    })),
    caipNetwork,
    connectorId: account.connectorId,
    ...(account.user
      ? { auth: { name: account.socialProvider ?? 'email', username: account.user.username } }
      : {}),
  }
}
