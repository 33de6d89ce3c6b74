/** Onramp network names (as the provider spells them) of the chains the local stack may serve. */
const networkChainIds: Readonly<Record<string, number>> = {
  'ethereum-mainnet': 1,
  'optimism-mainnet': 10,
  'arbitrum-mainnet': 42161,
  'polygon-mainnet': 137,
  'base-mainnet': 8453,
  'ethereum-sepolia': 11155111,
}

/**
 * The chain id an onramp network names: `ethereum-mainnet` (or just `ethereum`), `eip155:10`
 * or `42161`; undefined for anything else.
 */
export function resolveOnrampNetwork(network: string): number | undefined {
  const lower = network.toLowerCase()
  for (const name of [lower, `${lower}-mainnet`, lower === 'sepolia' ? 'ethereum-sepolia' : '']) {
    if (Object.hasOwn(networkChainIds, name)) return networkChainIds[name]
  }
  const match = /^(?:eip155:)?([1-9][0-9]{0,15})$/.exec(lower)
  return match ? Number(match[1]) : undefined
}

/** The onramp network name of a chain id, for the options list. */
export function onrampNetworkName(chainId: number): string {
  const entry = Object.entries(networkChainIds).find(([, id]) => id === chainId)
  return entry?.[0] ?? `eip155:${chainId}`
}
