import type { AdapterContext, AdapterEvent, CaipNetwork } from '@kit/core'

export const testRpcUrl = 'https://rpc.example.test/v1?key=secret'

export const mainnet: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [testRpcUrl] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
}

export const optimism: CaipNetwork = {
  id: 10,
  caipNetworkId: 'eip155:10',
  chainNamespace: 'eip155',
  name: 'OP Mainnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://optimism.example.test'] } },
}

/** An adapter context whose events land in `events`. */
export function createTestContext(): AdapterContext & { events: AdapterEvent[] } {
  const events: AdapterEvent[] = []
  return {
    events,
    networks: [mainnet, optimism],
    projectId: undefined,
    metadata: undefined,
    includeWalletIds: [],
    excludeWalletIds: [],
    emit: (event) => events.push(event),
  }
}
