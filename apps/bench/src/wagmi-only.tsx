// The wagmi page without Kit: the same chains, wagmi's and React Query's providers and the same
// account reader, with a plain button. What wagmi.tsx adds over this is Kit's cost in a wagmi app.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createRoot } from 'react-dom/client'
import { arbitrum, mainnet, optimism, sepolia } from 'viem/chains'
import { createConfig, http, useAccount, WagmiProvider } from 'wagmi'

const config = createConfig({
  chains: [mainnet, optimism, arbitrum, sepolia],
  transports: {
    [mainnet.id]: http(),
    [optimism.id]: http(),
    [arbitrum.id]: http(),
    [sepolia.id]: http(),
  },
})

function Address() {
  const { address } = useAccount()
  return <span>{address}</span>
}

createRoot(document.getElementById('root')!).render(
  <WagmiProvider config={config}>
    <QueryClientProvider client={new QueryClient()}>
      <button type="button">Connect Wallet</button>
      <Address />
    </QueryClientProvider>
  </WagmiProvider>,
)
