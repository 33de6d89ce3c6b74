export { arbitrum, base, mainnet, optimism, polygon, sepolia } from '../networks/evmNetworks.js'
export { defineNetwork } from '../utils/defineNetwork.js'
