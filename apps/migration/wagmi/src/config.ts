import type { AppKitNetwork } from '@reown/appkit/networks'
import { arbitrum, mainnet, optimism, sepolia } from '@reown/appkit/networks'
import { WagmiAdapter } from '@reown/appkit-adapter-wagmi'

export const projectId = import.meta.env.VITE_PROJECT_ID || 'migration-wagmi-local'

export const metadata = {
  name: 'AppKit wagmi app',
  description: 'An AppKit 1.7 app on wagmi',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.ico`],
}

export const networks = [mainnet, arbitrum, optimism] as [AppKitNetwork, ...AppKitNetwork[]]

/** Added once the app runs (`modal.addNetwork`), as an app that learns of it later would. */
export const laterNetwork = sepolia

const rpc = (url: string | undefined) => (url ? [{ url }] : [])

/** Our own RPC endpoints where the build has them (AppKit's `customRpcUrls`). */
export const customRpcUrls = {
  'eip155:1': rpc(import.meta.env.VITE_MAINNET_RPC_URL),
  'eip155:10': rpc(import.meta.env.VITE_OPTIMISM_RPC_URL),
  'eip155:42161': rpc(import.meta.env.VITE_ARBITRUM_RPC_URL),
  'eip155:11155111': rpc(import.meta.env.VITE_SEPOLIA_RPC_URL),
} as const

export const wagmiAdapter = new WagmiAdapter({
  projectId,
  networks,
  customRpcUrls,
  ssr: false,
})

export const config = wagmiAdapter.wagmiConfig
