import type { AppKitNetwork } from '@reown/appkit/networks'
import { arbitrum, mainnet, sepolia } from '@reown/appkit/networks'
import { EthersAdapter } from '@reown/appkit-adapter-ethers'

export const projectId = import.meta.env.VITE_PROJECT_ID || 'migration-ethers-local'

export const metadata = {
  name: 'AppKit ethers app',
  description: 'An AppKit 1.7 app on ethers v6',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.ico`],
}

export const networks = [mainnet, arbitrum, sepolia] as [AppKitNetwork, ...AppKitNetwork[]]

const rpc = (url: string | undefined) => (url ? [{ url }] : [])

/** Our own RPC endpoints where the build has them (AppKit's `customRpcUrls`). */
export const customRpcUrls = {
  'eip155:1': rpc(import.meta.env.VITE_MAINNET_RPC_URL),
  'eip155:42161': rpc(import.meta.env.VITE_ARBITRUM_RPC_URL),
  'eip155:11155111': rpc(import.meta.env.VITE_SEPOLIA_RPC_URL),
} as const

export const ethersAdapter = new EthersAdapter()
