import type { CaipNetwork, ConnectResult, WalletConnectSession } from '@kit/core'
import { ChainNotConfiguredError } from '@kit/core/modules/errors/network'
import { readSessionAccount } from '@kit/core/modules/walletConnect/readSessionAccount'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { InvalidWalletAccountsError } from '../errors/wallet.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createWalletConnectClient } from '../wallets/walletConnectClient.js'
import { sessionAccountFirst } from './sessionAccountFirst.js'
import { startSession } from './startSession.js'

export type ConnectBitcoinSessionParameters = {
  session: WalletConnectSession
  network: CaipNetwork | undefined
}

/**
 * The bip122 part of an approved (or restored) WalletConnect session: the account on the app's
 * active network when the wallet approved it, else on its first chain, checked like any wallet's.
 * It connects on the session's address at once; `getAccountAddresses`, when approved, adds the
 * keys (needed to build a payment) and the ordinals address once the wallet answers.
 */
export function connectBitcoinSession(
  state: BitcoinAdapterState,
  { session, network }: ConnectBitcoinSessionParameters,
): ConnectResult {
  const read = readSessionAccount({ namespace: 'bip122', accounts: session.accounts, network })
  if (!read) throw new InvalidWalletAccountsError('The session approved no bip122 account')
  const caipNetworkId = `bip122:${read.chainId}` as const
  const target = state.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
  if (!target)
    throw new ChainNotConfiguredError({ details: `The session's chain is ${caipNetworkId}` })
  const client = createWalletConnectClient({ session, account: read.address, caipNetworkId })
  const result = startSession(state, {
    connectorId: walletConnectConnectorId,
    client,
    network: target,
    accounts: [{ address: read.address, purpose: 'payment' }],
    walletInfo: { name: session.peer.name, icon: session.peer.icon },
  })
  // A wallet may put `getAccountAddresses` to its user: the connection does not wait for it.
  const started = state.sessions.get(walletConnectConnectorId)
  client.getAuthorizedAccounts().then(
    (listed) => {
      if (listed?.length && started && state.sessions.get(walletConnectConnectorId) === started)
        started.updateAccounts(sessionAccountFirst({ listed, address: read.address }))
    },
    () => {
      // The session's own address stays; a payment asks for the keys again.
    },
  )
  return result
}
