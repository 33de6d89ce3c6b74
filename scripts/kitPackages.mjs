/** The packages a dapp installs (folders under packages/), in dependency order. */
export const dappPackages = [
  'core',
  'react',
  'adapter-evm',
  'adapter-wagmi',
  'adapter-bitcoin',
  'adapter-solana',
  'blockchain-api',
  'siwx',
]

/** Every published package: the dapp's, and the local stack dapp teams run in their own tests. */
export const publishedPackages = [...dappPackages, 'devnet']
