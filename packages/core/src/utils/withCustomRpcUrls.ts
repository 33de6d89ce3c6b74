import type { CaipNetwork } from '../types/network.js'
import type { KitOptions } from '../types/options.js'
import { rpcUrlTransport } from './rpcUrlTransport.js'

/**
 * AppKit 1.7's `customRpcUrls` applied to one network: the app's URLs for it come first, the
 * network's own after them (`http(s)` ones in `rpcUrls.default.http`, `ws(s)` ones in
 * `rpcUrls.default.webSocket`), so balances, fee estimates and a WalletConnect pairing's `rpcMap`
 * use the first custom URL. Any other value is left out (`listUnappliedOptions` names it).
 * Applying it twice changes nothing. Runs before first paint, so it is kept small.
 */
export function withCustomRpcUrls(
  network: CaipNetwork,
  customRpcUrls: KitOptions['customRpcUrls'],
): CaipNetwork {
  const custom = customRpcUrls?.[network.caipNetworkId]
  const own = network.rpcUrls.default
  // The network's own list when the app gave no usable URL of that transport.
  const merge = (transport: 'http' | 'ws', urls: readonly string[] | undefined) => {
    const first = custom!.flatMap((entry) =>
      rpcUrlTransport(entry?.url) === transport ? entry.url : [],
    )
    return first.length > 0 ? [...new Set([...first, ...(urls ?? [])])] : urls
  }
  return Array.isArray(custom)
    ? {
        ...network,
        rpcUrls: {
          ...network.rpcUrls,
          default: {
            ...own,
            http: merge('http', own.http)!,
            webSocket: merge('ws', own.webSocket),
          },
        },
      }
    : network
}
