import { ref, subscribe } from 'valtio/vanilla'
import { createTransactionsState } from '../stores/createTransactionsStore.js'
import type { Kit } from '../types/kit.js'
import { getChain } from '../utils/getChain.js'
import { abortRequests } from '../utils/startRequest.js'

/**
 * Keeps the account's remote data in step with the active account and network: on every change
 * the requests for the old one are aborted (their late answers are never written), its tokens,
 * NFTs and activity are cleared, and identity and tokens load for the new one. Returns a teardown.
 */
export function startAccountData(kit: Kit): () => void {
  let current = accountKey(kit)
  const onChange = () => {
    const next = accountKey(kit)
    if (next === current) return
    current = next
    abortRequests(kit, 'account:')
    Object.assign(kit.stores.transactions, createTransactionsState())
    const chain = getChain(kit)
    if (!chain?.account.address) return
    chain.account.tokenBalance = ref([])
    chain.account.tokens = { status: 'idle', stale: false, error: undefined }
    chain.account.nfts = { status: 'idle', items: ref([]), error: undefined }
    // The fetching code (client endpoints, response checks) loads on the first connection only,
    // with the other start-up code loaded on need.
    import('./lazyKitActions.js').then(
      (module) => {
        if (accountKey(kit) === next) module.refreshAccountData(kit)
      },
      (error) => kit.warn('Could not load the account data code', error),
    )
  }
  const unsubscribe = subscribe(kit.stores.chains, onChange, true)
  return () => {
    unsubscribe()
    abortRequests(kit)
  }
}

function accountKey(kit: Kit): string {
  const chain = getChain(kit)
  const network = chain?.network
  return [chain?.namespace, chain?.account.caipAddress, network?.unsupported].join('|')
}
