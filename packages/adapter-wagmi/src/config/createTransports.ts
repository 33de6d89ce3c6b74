import { fallback, http, type Transport } from '@wagmi/core'
import type { Chain } from 'viem'
import type { CustomRpcUrlMap } from '../types/parameters.js'

export type CreateTransportsParameters = {
  chains: readonly Chain[]
  transports?: Record<number, Transport> | undefined
  customRpcUrls?: CustomRpcUrlMap | undefined
}

/**
 * One transport per chain: the app's own when it gave one, otherwise `http` on the chain's
 * custom RPC URLs first and then its default one (a `fallback` when there are several).
 */
export function createTransports({
  chains,
  transports = {},
  customRpcUrls = {},
}: CreateTransportsParameters): Record<number, Transport> {
  const result: Record<number, Transport> = {}
  for (const chain of chains) {
    const own = transports[chain.id]
    if (own) {
      result[chain.id] = own
      continue
    }
    const custom = (customRpcUrls[`eip155:${chain.id}`] ?? []).map(({ url, config }) =>
      http(url, config),
    )
    const all = [...custom, http(chain.rpcUrls.default.http[0])]
    result[chain.id] = all.length === 1 ? (all[0] as Transport) : fallback(all)
  }
  return result
}
