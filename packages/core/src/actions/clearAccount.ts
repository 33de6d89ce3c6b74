import { createAccountState } from '../stores/createChainsStore.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { persistConnection } from './persistConnection.js'

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
