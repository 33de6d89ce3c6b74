interface ImportMetaEnv {
  readonly VITE_PROJECT_ID?: string
  readonly VITE_MAINNET_RPC_URL?: string
  readonly VITE_OPTIMISM_RPC_URL?: string
  readonly VITE_ARBITRUM_RPC_URL?: string
  readonly VITE_SEPOLIA_RPC_URL?: string
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
