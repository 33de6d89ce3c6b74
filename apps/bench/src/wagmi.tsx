// An AppKit-style wagmi app moved to Kit: the WagmiAdapter, wagmi's and React Query's providers,
// and a component reading wagmi's account, beside the button. Compared with wagmi-only.tsx (the
// same app without Kit), it gives what Kit adds to an app that already uses wagmi.
import { WagmiAdapter } from '@kit/adapter-wagmi'
import { createAppKit } from '@kit/react'
import { arbitrum, mainnet, optimism, sepolia } from '@kit/react/networks'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { useAccount, WagmiProvider } from 'wagmi'

const networks = [mainnet, optimism, arbitrum, sepolia] as const
const wagmiAdapter = new WagmiAdapter({ networks: [...networks], projectId: 'bench' })
createAppKit({
  adapters: [wagmiAdapter],
  networks: [...networks],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'wagmi page', url: location.origin, icons: [] },
})

function Address() {
  const { address } = useAccount()
  return <span>{address}</span>
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={wagmiAdapter.wagmiConfig}>
    <QueryClientProvider client={new QueryClient()}>
      <appkit-button />
      <Address />
    </QueryClientProvider>
  </WagmiProvider>,
)
