import type { CaipNetwork, ConnectResult } from '@kit/core'
import { sanitizeName } from '../connectors/sanitizeName.js'
import { startSession } from '../connectors/startSession.js'
import { ProviderDisconnectedError } from '../errors/provider.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import { checksumAddress } from '../utils/checksumAddress.js'
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
  // The wallet describes itself; the SDK does not check it. Read it before anything starts.
  const peer = session.peer?.metadata as { name?: unknown; icons?: unknown } | undefined
  const name = sanitizeName(peer?.name) ?? 'WalletConnect'
  const icons = Array.isArray(peer?.icons) ? (peer.icons as unknown[]) : []
  const wanted = network ? Number(network.id) : undefined
  const chainId = wanted !== undefined && chainIds.includes(wanted) ? wanted : chainIds[0]
  if (chainId === undefined)
    throw new ProviderDisconnectedError({ details: 'The session approved no chain' })
  provider.setDefaultChain(`eip155:${chainId}`)
  startSession(state, walletConnectConnectorId, provider as unknown as Eip1193Provider)
  const checksummed = addresses.map(checksumAddress)
  const [address] = checksummed as [`0x${string}`, ...`0x${string}`[]]
  return {
    address,
    chainId,
    accounts: checksummed.map((account) => ({
      namespace: 'eip155',
      address: account,
      type: 'eoa',
    })),
    walletInfo: { name, icon: safeIcon(icons[0]) },
  }
}

/** A wallet's self-declared icon is untrusted: only https and data-image URLs are passed on. */
function safeIcon(icon: unknown): string | undefined {
  if (typeof icon !== 'string') return undefined
  return /^https:\/\/[^\s]+$/i.test(icon) || /^data:image\/(png|jpeg|webp|gif);/i.test(icon)
    ? icon
    : undefined
}
