import type { CaipNetwork, ConnectResult } from '@kit/core'
import { startSession } from '../connectors/startSession.js'
import { ProviderDisconnectedError } from '../errors/provider.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import type { WalletConnectProvider } from './createWalletConnectProvider.js'
import { readSessionAccounts } from './readSessionAccounts.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

/**
 * After a wallet approved (or a stored session was found): picks the app's active network when
 * the wallet approved it, else the wallet's first chain, and forwards the session's events.
 */
export function establishWalletConnectSession(
  state: EvmAdapterState,
  provider: WalletConnectProvider,
  network: CaipNetwork | undefined,
): ConnectResult {
  const session = provider.session
  if (!session) throw new ProviderDisconnectedError({ details: 'No WalletConnect session' })
  const { addresses, chainIds } = readSessionAccounts(session.namespaces)
  const wanted = network ? Number(network.id) : undefined
  const chainId = wanted !== undefined && chainIds.includes(wanted) ? wanted : chainIds[0]
  if (chainId === undefined)
    throw new ProviderDisconnectedError({ details: 'The session approved no chain' })
  provider.setDefaultChain(`eip155:${chainId}`)
  startSession(state, walletConnectConnectorId, provider as unknown as Eip1193Provider)
  const [address] = addresses as [`0x${string}`, ...`0x${string}`[]]
  const peer = session.peer.metadata
  return {
    address,
    chainId,
    accounts: addresses.map((account) => ({ namespace: 'eip155', address: account, type: 'eoa' })),
    walletInfo: { name: peer.name.slice(0, 100), icon: safeIcon(peer.icons?.[0]) },
  }
}

/** A wallet's self-declared icon is untrusted: only https and data-image URLs are passed on. */
function safeIcon(icon: string | undefined): string | undefined {
  if (typeof icon !== 'string') return undefined
  return /^https:\/\/[^\s]+$/i.test(icon) || /^data:image\/(png|jpeg|webp|gif);/i.test(icon)
    ? icon
    : undefined
}
