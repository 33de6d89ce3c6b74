import type { CaipNetwork } from '@kit/core'
import { WalletNetworkMismatchError } from '../errors/wallet.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { getSession } from './getSession.js'
import { readAccounts } from './readAccounts.js'

export type SwitchNetworkParameters = { connectorId: string; network: CaipNetwork }

/**
 * Moves a connection to another Bitcoin network when the wallet's accounts belong to it (testnet
 * and signet share addresses): Bitcoin wallets switch networks on their own side, so a wallet
 * whose accounts are of another network is `WalletNetworkMismatchError`, to switch in the wallet.
 */
export async function switchNetwork(
  state: BitcoinAdapterState,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  const session = getSession(state, connectorId)
  const accounts = (await session.client.getAuthorizedAccounts().catch(() => undefined)) ?? [
    ...session.accounts,
  ]
  let read: ReturnType<typeof readAccounts>
  try {
    read = readAccounts({ accounts, network })
  } catch {
    throw new WalletNetworkMismatchError(network.caipNetworkId)
  }
  Object.assign(session, read, { network })
}
