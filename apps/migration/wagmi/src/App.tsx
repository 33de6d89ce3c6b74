import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { modal } from './appKit'
import { Balance } from './components/Balance'
import { Disconnect } from './components/Disconnect'
import { Info } from './components/Info'
import { Network } from './components/Network'
import { SendTransaction } from './components/SendTransaction'
import { SignMessage } from './components/SignMessage'
import { Token } from './components/Token'
import { WagmiAccount } from './components/WagmiAccount'
import { wagmiAdapter } from './config'

const queryClient = new QueryClient()

export function App() {
  return (
    <WagmiProvider config={wagmiAdapter.wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <main>
          <h1>AppKit wagmi app</h1>
          <appkit-button />
          <appkit-network-button />
          <button type="button" onClick={() => modal.open({ view: 'Networks' })}>
            Networks
          </button>
          <WagmiAccount />
          <SignMessage />
          <SendTransaction />
          <Network />
          <Balance />
          <Token />
          <Disconnect />
          <Info />
        </main>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
