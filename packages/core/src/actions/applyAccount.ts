import { ref } from 'valtio/vanilla'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { applyChain } from './applyChain.js'
import { applyWalletEvent } from './applyWalletEvent.js'
import { refreshBalance } from './refreshBalance.js'
import { startAccountData } from './startAccountData.js'

export type ApplyAccountParameters = {
  namespace: ChainNamespace
  connectorId: string
  result: ConnectResult
}

/** Records a connected account for a namespace and moves to the wallet's chain. */
export function applyAccount(
  kit: Kit,
  { namespace, connectorId, result }: ApplyAccountParameters,
): void {
  const chain = kit.stores.chains.namespaces[namespace]
  if (!chain) return
  const { account } = chain
  // The first connection brings what only a connection needs: from now on the wallet's own events
  // apply (handleAdapterEvent hands them over), and the account's remote data follows the account
  // (started before the address is set, so it sees this one as a change).
  if (!kit.runtime.applyWalletEvent) {
    kit.runtime.applyWalletEvent = applyWalletEvent
    kit.runtime.teardowns.push(startAccountData(kit))
  }
  if (account.address !== result.address) {
    kit.runtime.generation++
    account.balance = undefined
    account.balanceSymbol = undefined
  }
  account.address = result.address
  account.connectorId = connectorId
  account.status = 'connected'
  account.allAccounts = (
    result.accounts ?? [{ namespace, address: result.address, type: 'eoa' as const }]
  ).map((entry) => ({ ...entry }))
  account.connectedWalletInfo = result.walletInfo ? ref({ ...result.walletInfo }) : undefined
  kit.stores.chains.activeNamespace = namespace
  kit.stores.connection.status = 'connected'
  // applyChain stores the connection, and refreshes the balance when the chain changes;
  // otherwise refresh it here.
  if (!applyChain(kit, { namespace, chainId: result.chainId })) refreshBalance(kit, { namespace })
}
