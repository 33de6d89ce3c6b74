import type { WagmiAdapter } from '../WagmiAdapter.js'

/** The RPC URLs wagmi's transport for `chainId` sends to, in order (a fallback's each). */
export function transportUrls(
  adapter: Pick<WagmiAdapter, 'wagmiConfig'>,
  chainId: number,
): string[] {
  const transport = adapter.wagmiConfig._internal.transports[chainId]
  if (!transport) return []
  const { config, value } = transport({ chain: undefined, retryCount: 0 })
  if (config.type === 'http') return [String(value?.url)]
  const inner = (value?.transports ?? []) as { value?: { url: string } }[]
  return inner.map((t) => String(t.value?.url))
}
