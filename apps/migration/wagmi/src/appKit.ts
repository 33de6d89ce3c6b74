import { createAppKit } from '@reown/appkit/react'
import { customRpcUrls, metadata, networks, projectId, wagmiAdapter } from './config'

export const modal = createAppKit({
  adapters: [wagmiAdapter],
  networks,
  defaultNetwork: networks[0],
  metadata,
  projectId,
  customRpcUrls,
  themeMode: 'light',
  themeVariables: { '--w3m-accent': '#000000' },
  features: {
    analytics: true,
    email: false,
    socials: [],
    swaps: false,
    onramp: false,
  },
})
