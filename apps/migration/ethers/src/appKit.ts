import { createAppKit } from '@reown/appkit/react'
import { customRpcUrls, ethersAdapter, metadata, networks, projectId } from './config'

export const modal = createAppKit({
  adapters: [ethersAdapter],
  networks,
  defaultNetwork: networks[0],
  metadata,
  projectId,
  customRpcUrls,
  themeMode: 'light',
  themeVariables: {
    '--w3m-accent': '#1f6feb',
    '--w3m-border-radius-master': '2px',
  },
  features: {
    analytics: false,
    email: false,
    socials: [],
  },
  allowUnsupportedChain: false,
  enableNetworkSwitch: true,
  featuredWalletIds: ['c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'],
  termsConditionsUrl: 'https://example.com/terms',
  privacyPolicyUrl: 'https://example.com/privacy',
  allWallets: 'SHOW',
  enableReconnect: true,
  enableWalletGuide: false,
  chainImages: { 1: `${window.location.origin}/ethereum.svg` },
  tokens: {
    'eip155:1': { address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' },
  },
})
