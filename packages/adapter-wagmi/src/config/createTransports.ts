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
 * custom RPC URLs first and then its own first URL that is not one of them (a network Kit added
 * at run time lists the custom ones first already), a `fallback` when there are several.
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
    const customUrls = customRpcUrls[`eip155:${chain.id}`] ?? []
    const custom = customUrls.map(({ url, config }) => http(url, config))
    // A network Kit added at run time has the custom URLs first in its own list already.
    const chainUrl = chain.rpcUrls.default.http.find(
      (url) => !customUrls.some((c) => c.url === url),
    )
    const all = chainUrl === undefined ? custom : [...custom, http(chainUrl)]
    result[chain.id] = all.length === 1 ? (all[0] as Transport) : fallback(all)
  }
  return result
}
