import { ref } from 'valtio/vanilla'
import { createAccountState } from '../stores/createChainsStore.js'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { applyChain } from './applyChain.js'
import { fetchBalance } from './fetchBalance.js'
import { persistConnection } from './persistConnection.js'

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
  if (!applyChain(kit, { namespace, chainId: result.chainId }))
    void fetchBalance(kit, { namespace })
}

export type ClearAccountParameters = { namespace: ChainNamespace }

/** Clears an account (SPEC §4): address, balance, profile, tokens, accounts, user and connector id. */
export function clearAccount(kit: Kit, { namespace }: ClearAccountParameters): void {
  const chain = kit.stores.chains.namespaces[namespace]
  if (!chain) return
  const preferred = chain.account.preferredAccountType
  Object.assign(chain.account, createAccountState(preferred))
  chain.network.unsupported = false
  const requested = chain.network.requestedCaipNetworks
  if (
    chain.network.caipNetwork &&
    !requested.some((n) => n.caipNetworkId === chain.network.caipNetwork?.caipNetworkId)
  )
    chain.network.caipNetwork = requested[0]
  kit.runtime.generation++
  const anyConnected = Object.values(kit.stores.chains.namespaces).some((c) => c.account.address)
  if (!anyConnected) kit.stores.connection.status = 'disconnected'
  persistConnection(kit)
}
