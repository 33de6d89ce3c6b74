import type { CaipNetwork, ConnectResult, WalletConnectSession } from '@kit/core'
import { ChainNotConfiguredError } from '@kit/core/modules/errors/network'
import { readSessionAccount } from '@kit/core/modules/walletConnect/readSessionAccount'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { InvalidWalletAccountsError } from '../errors/wallet.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import type { RawWalletAccount } from '../types/walletClient.js'
import { createWalletConnectClient } from '../wallets/walletConnectClient.js'
import { startSession } from './startSession.js'

export type ConnectBitcoinSessionParameters = {
  session: WalletConnectSession
  network: CaipNetwork | undefined
}

/**
 * The bip122 part of an approved (or restored) WalletConnect session: the account on the app's
 * active network when the wallet approved it, else on its first chain, checked like any wallet's.
 * `getAccountAddresses`, when approved, adds the keys (needed to build a payment) and the
 * ordinals address.
 */
export async function connectBitcoinSession(
  state: BitcoinAdapterState,
  { session, network }: ConnectBitcoinSessionParameters,
): Promise<ConnectResult> {
  const read = readSessionAccount({ namespace: 'bip122', accounts: session.accounts, network })
  if (!read) throw new InvalidWalletAccountsError('The session approved no bip122 account')
  const caipNetworkId = `bip122:${read.chainId}` as const
  const target = state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!target)
    throw new ChainNotConfiguredError({ details: `The session's chain is ${caipNetworkId}` })
  const client = createWalletConnectClient({ session, account: read.address, caipNetworkId })
  const listed = (await client.getAuthorizedAccounts().catch(() => undefined)) ?? []
  const own = listed.filter((entry) => entry.address === read.address)
  const accounts: RawWalletAccount[] = [
    ...(own.length > 0 ? own : [{ address: read.address, purpose: 'payment' }]),
    ...listed.filter((entry) => entry.address !== read.address),
  ]
  return startSession(state, {
    connectorId: walletConnectConnectorId,
    client,
    network: target,
    accounts,
    walletInfo: { name: session.peer.name, icon: session.peer.icon },
  })
}
