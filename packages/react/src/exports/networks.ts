export type { AppKitNetwork, CaipNetwork, CaipNetworkId, ChainNamespace } from '@kit/core'
export {
  arbitrum,
  base,
  defineNetwork,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from '@kit/core/networks'
