import type { Kit } from '../types/kit.js'
import type { CaipNetworkId, ChainNamespace } from '../types/network.js'
import type { WalletConnectSessionEvent } from '../types/walletConnect.js'
import type { ApprovedNamespace } from './readApprovedNamespace.js'
import { readApprovedNamespace } from './readApprovedNamespace.js'

export type FollowSessionUpdateParameters = {
  /** The session's namespaces after the wallet's `wc_sessionUpdate` (untrusted). */
  namespaces: Record<string, unknown> | undefined
  /** Each connected namespace's approval, updated in place so its session handle reads the new one. */
  approvals: Map<ChainNamespace, ApprovedNamespace>
  /** Hands one namespace's parts an event, as if the wallet had sent it. */
  dispatch: (namespace: ChainNamespace, event: WalletConnectSessionEvent) => void
  /** Ends one namespace's connection: the wallet no longer approves any account there. */
  end: (namespace: ChainNamespace) => void
}

/** The event names a namespace's part follows for a new account list. */
const accountsEvent: Partial<Record<ChainNamespace, string>> = { bip122: 'bip122_addressesChanged' }

/**
 * Follows a wallet that changed the session's accounts or chains (`session_update`) instead of
 * sending events: each connected namespace's handle gets the new approval; a namespace whose
 * account is no longer approved on its chain moves to an approved one (its chain first, if the
 * account's chain left), and a namespace with no approved account left is disconnected.
 */
export function followSessionUpdate(
  kit: Kit,
  { namespaces, approvals, dispatch, end }: FollowSessionUpdateParameters,
): void {
  for (const [namespace, current] of approvals) {
    const next = readApprovedNamespace(namespaces, namespace)
    if (!next) {
      approvals.delete(namespace)
      end(namespace)
      continue
    }
    current.accounts = next.accounts
    current.chains = next.chains
    current.methods = next.methods
    const chain = kit.stores.chains.namespaces[namespace]
    const address = chain?.account.address
    const chainId = chain?.network.caipNetwork?.caipNetworkId
    if (!address || !chainId) continue
    const onChain = (id: string) => next.accounts.filter((account) => chainOf(account) === id)
    const here = onChain(chainId)
    if (here.some((account) => sameAccount(account, address, namespace))) continue
    let target: CaipNetworkId = chainId
    let accounts = here
    if (accounts.length === 0) {
      target = chainOf(next.accounts[0] as string) as CaipNetworkId
      accounts = onChain(target)
      dispatch(namespace, { name: 'chainChanged', data: target, chainId: target })
    }
    const name = accountsEvent[namespace] ?? 'accountsChanged'
    // Bitcoin's part reads address entries; the others read CAIP-10 accounts.
    const data = name === 'accountsChanged' ? accounts : accounts.map((a) => a.split(':')[2])
    dispatch(namespace, { name, data, chainId: target })
  }
}

/** The CAIP-2 chain of a CAIP-10 account. */
function chainOf(account: string): string {
  return account.split(':').slice(0, 2).join(':')
}

/** Whether a CAIP-10 account is `address` (EVM addresses compare without case). */
function sameAccount(account: string, address: string, namespace: ChainNamespace): boolean {
  const reference = account.split(':')[2] ?? ''
  return namespace === 'eip155'
    ? reference.toLowerCase() === address.toLowerCase()
    : reference === address
}
