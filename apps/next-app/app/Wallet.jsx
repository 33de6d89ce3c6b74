'use client'

import { createEvmAdapter } from '@kit/adapter-evm'
import { createAppKit } from '@kit/react'
import { mainnet } from '@kit/react/networks'

// Created once per page load, on the server for the first render and in the browser after.
createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet],
  projectId: 'kit-next-app',
  metadata: {
    name: 'Kit on Next.js',
    description: 'The packed packages in a Next.js app',
    // Wallets verify requests against it: the page's own origin once in the browser.
    url: typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin,
    icons: [],
  },
})

/** The connect button, as the custom element a dapp puts in its markup. */
export function Wallet() {
  return <appkit-button />
}
