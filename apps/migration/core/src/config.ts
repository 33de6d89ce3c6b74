import type { AppKitNetwork } from '@reown/appkit/networks'
import { arbitrum, mainnet, sepolia } from '@reown/appkit/networks'

export const projectId = import.meta.env.VITE_PROJECT_ID || 'migration-core-local'

export const metadata = {
  name: 'AppKit app without an adapter',
  description: 'An AppKit 1.7 app on the universal provider',
  url: window.location.origin,
  icons: [`${window.location.origin}/favicon.ico`],
}

export const networks = [mainnet, arbitrum, sepolia] as [AppKitNetwork, ...AppKitNetwork[]]
