export {
  arbitrum,
  base,
  defineNetwork,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from '@kit/core/networks'
