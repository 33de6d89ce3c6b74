import type { CaipNetwork } from '@kit/core'
import { WalletNetworkMismatchError } from '../errors/wallet.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { getSession } from './getSession.js'
import { readAccounts } from './readAccounts.js'

export type SwitchNetworkParameters = { connectorId: string; network: CaipNetwork }

/**
 * Moves a connection to another Bitcoin network: a wallet that can be asked (a WalletConnect
 * session that approved the chain, a Wallet Standard wallet with `bitcoin:switchNetwork`, Unisat's
 * `switchChain`) is asked first; then its accounts must belong to the network (testnet and signet
 * share addresses). Accounts of another network are `WalletNetworkMismatchError`: most Bitcoin
 * wallets switch networks on their own side only.
 */
export async function switchNetwork(
  state: BitcoinAdapterState,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  const session = getSession(state, connectorId)
  const { client } = session
  const accounts = client.switchNetwork
    ? await client.switchNetwork({ caipNetworkId: network.caipNetworkId })
    : ((await client.getAuthorizedAccounts().catch(() => undefined)) ?? [...session.accounts])
  let read: ReturnType<typeof readAccounts>
  try {
    read = readAccounts({ accounts: accounts ?? [], network })
  } catch {
    throw new WalletNetworkMismatchError(network.caipNetworkId)
  }
  Object.assign(session, read, { network })
}
