import type { CaipNetwork } from '@kit/core'
import type { CustomRpcUrlMap } from '../types/parameters.js'

/**
 * The network with the app's custom RPC URLs for it first, so the modal's own reads (balances,
 * fees, WalletConnect's read calls) go where wagmi's do. The same object when it has none.
 */
export function withCustomRpcUrls(
  network: CaipNetwork,
  customRpcUrls: CustomRpcUrlMap | undefined,
): CaipNetwork {
  const custom = customRpcUrls?.[network.caipNetworkId]?.map(({ url }) => url) ?? []
  if (custom.length === 0) return network
  const { rpcUrls } = network
  const http = [...new Set([...custom, ...rpcUrls.default.http])]
  return { ...network, rpcUrls: { ...rpcUrls, default: { ...rpcUrls.default, http } } }
}
