import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getChain } from '../utils/getChain.js'

const cacheFor = 30_000
const blockAfterFailureFor = 30_000

export type FetchBalanceParameters = { namespace?: ChainNamespace; force?: boolean }
export type FetchBalanceReturnType = { balance: string; symbol: string } | undefined

/**
 * Refreshes the connected account's native balance (SPEC §9): read from the chain's RPC through
 * the adapter on every configured network, testnets included (the blockchain API serves no
 * testnets, the RPC does); cached 30 s per CAIP address, not refetched for 30 s after a failure.
 * 0.00 is only the fallback when it cannot be read: after a failure, on an unsupported chain, or
 * with an adapter that reads no balances. A response that arrives after the account or chain
 * changed is dropped. A network the app gave a token in `tokens` shows that token's balance and
 * symbol instead (as AppKit's adapters do), read by the adapter.
 */
export async function fetchBalance(
  kit: Kit,
  { namespace, force = false }: FetchBalanceParameters = {},
): Promise<FetchBalanceReturnType> {
  const chain = getChain(kit, namespace)
  const network = chain?.network.caipNetwork
  const { address, caipAddress } = chain?.account ?? {}
  if (!chain || !network || !address || !caipAddress) return undefined
  const account = chain.account
  const nativeSymbol = network.nativeCurrency.symbol
  const token = kit.options.input.tokens?.[network.caipNetworkId]
  const settle = (balance: string, error?: string, symbol = nativeSymbol) => {
    account.balance = balance
    account.balanceSymbol = symbol
    account.balanceError = error
    account.balanceLoading = false
    return { balance, symbol }
  }
  const adapter = kit.adapters[chain.namespace]
  if (chain.network.unsupported || !adapter?.getBalance) return settle('0.00')
  const now = Date.now()
  const cached = kit.runtime.balanceCache.get(caipAddress)
  if (!force && cached && now - cached.timestamp < cacheFor)
    return settle(cached.balance, undefined, cached.symbol)
  const failedAt = kit.runtime.balanceFailures.get(caipAddress)
  if (failedAt !== undefined && now - failedAt < blockAfterFailureFor)
    return settle('0.00', 'unavailable')
  const generation = kit.runtime.generation
  account.balanceLoading = true
  try {
    const result = await adapter.getBalance({ address, network, token })
    if (generation !== kit.runtime.generation) return undefined
    const symbol = token ? result.symbol : nativeSymbol
    kit.runtime.balanceCache.set(caipAddress, {
      caipAddress,
      balance: result.balance,
      symbol,
      timestamp: Date.now(),
    })
    kit.runtime.balanceFailures.delete(caipAddress)
    return settle(result.balance, undefined, symbol)
  } catch (error) {
    if (generation !== kit.runtime.generation) return undefined
    kit.runtime.balanceFailures.set(caipAddress, Date.now())
    kit.warn('Balance unavailable', error)
    return settle('0.00', 'unavailable')
  }
}
