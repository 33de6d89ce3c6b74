import type { CaipNetwork, ConnectedWalletInfo, ConnectResult } from '@kit/core'
import type { BitcoinAdapterState, BitcoinSession } from '../types/adapterState.js'
import type { WalletClient } from '../types/walletClient.js'
import { readAccounts } from './readAccounts.js'

export type StartSessionParameters = {
  connectorId: string
  client: WalletClient
  network: CaipNetwork
  accounts: unknown
  walletInfo: ConnectedWalletInfo
}

/**
 * Checks the wallet's accounts (`readAccounts`), starts following its events (replacing any
 * earlier session of the connector) and builds the connect result. An account change is checked
 * the same way and reported as `accountsChanged` with the payment address and every account; a
 * wallet with no account left, or that disconnects, ends the session.
 */
export function startSession(
  state: BitcoinAdapterState,
  { connectorId, client, network, accounts, walletInfo }: StartSessionParameters,
): ConnectResult {
  const read = readAccounts({ accounts, network })
  state.sessions.get(connectorId)?.close()
  const controller = new AbortController()
  let stopWatching = () => {}
  const session: BitcoinSession = {
    connectorId,
    client,
    network,
    ...read,
    walletInfo,
    signal: controller.signal,
    updateAccounts(changed) {
      if (session.signal.aborted) return
      if (changed === undefined) {
        session.close()
        state.emit({ type: 'accountsChanged', connectorId, address: undefined })
        return
      }
      try {
        Object.assign(session, readAccounts({ accounts: changed, network }))
      } catch (error) {
        console.warn((error as Error).message)
        return
      }
      state.emit({
        type: 'accountsChanged',
        connectorId,
        address: session.address,
        accounts: session.accounts,
      })
    },
    close() {
      stopWatching()
      if (state.sessions.get(connectorId) === session) state.sessions.delete(connectorId)
      controller.abort({ code: 4900, message: 'The wallet session ended' })
    },
  }
  state.sessions.set(connectorId, session)
  stopWatching = client.watch({
    accountsChanged: (changed) => session.updateAccounts(changed),
    disconnect() {
      if (session.signal.aborted) return
      session.close()
      state.emit({ type: 'disconnect', connectorId })
    },
  })
  return { address: read.address, chainId: network.id, accounts: read.accounts, walletInfo }
}
