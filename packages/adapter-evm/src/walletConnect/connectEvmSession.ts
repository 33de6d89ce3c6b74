import type { CaipNetwork, ConnectResult, WalletConnectSession } from '@kit/core'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { startSession } from '../connectors/startSession.js'
import { ProviderDisconnectedError } from '../errors/provider.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { checksumAddress } from '../utils/checksumAddress.js'
import { createSessionProvider } from './createSessionProvider.js'
import { readSessionAccounts } from './readSessionAccounts.js'

export type ConnectEvmSessionParameters = {
  session: WalletConnectSession
  network: CaipNetwork | undefined
}

/**
 * The eip155 part of an approved (or restored) WalletConnect session: picks the app's active
 * network when the wallet approved it, else the wallet's first chain, and follows the session's
 * events like any wallet's.
 */
export function connectEvmSession(
  state: EvmAdapterState,
  { session, network }: ConnectEvmSessionParameters,
): ConnectResult {
  const { addresses, chainIds } = readSessionAccounts({ eip155: { accounts: session.accounts } })
  const wanted = network ? Number(network.id) : undefined
  const chainId = wanted !== undefined && chainIds.includes(wanted) ? wanted : chainIds[0]
  if (chainId === undefined)
    throw new ProviderDisconnectedError({ details: 'The session approved no chain' })
  startSession(state, walletConnectConnectorId, createSessionProvider(session, chainId))
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
    walletInfo: { name: session.peer.name, icon: session.peer.icon },
  }
}
