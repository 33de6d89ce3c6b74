import type { CaipNetwork, RpcUrls } from '../types/network.js'
import type { KitOptions } from '../types/options.js'
import { rpcUrlTransport } from './rpcUrlTransport.js'

/**
 * AppKit 1.7's `customRpcUrls` applied to one network: the app's URLs for it come first, the
 * network's own after them (`http(s)` ones in `rpcUrls.default.http`, `ws(s)` ones in
 * `rpcUrls.default.webSocket`), so balances, fee estimates and a WalletConnect pairing's `rpcMap`
 * use the first custom URL. Any other value is left out (`listUnappliedOptions` names it). The
 * same object when the app gave no usable URL for it; applying it twice changes nothing.
 */
export function withCustomRpcUrls(
  network: CaipNetwork,
  customRpcUrls: KitOptions['customRpcUrls'],
): CaipNetwork {
  const custom = customRpcUrls?.[network.caipNetworkId]
  if (!Array.isArray(custom)) return network
  const own = network.rpcUrls.default
  const urls = { http: new Set<string>(), webSocket: new Set<string>() }
  for (const entry of custom) {
    const transport = rpcUrlTransport(entry?.url)
    if (transport) urls[transport].add(entry.url)
  }
  if (urls.http.size + urls.webSocket.size === 0) return network
  for (const url of own.http) urls.http.add(url)
  for (const url of own.webSocket ?? []) urls.webSocket.add(url)
  const rpcUrls: RpcUrls = { ...own, http: [...urls.http] }
  if (urls.webSocket.size > 0) rpcUrls.webSocket = [...urls.webSocket]
  return Object.freeze({ ...network, rpcUrls: { ...network.rpcUrls, default: rpcUrls } })
}
