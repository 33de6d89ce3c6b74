import { createAppKit } from '@reown/appkit/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Actions } from './components/Actions'
import { Info } from './components/Info'
import { metadata, networks, projectId } from './config'

const queryClient = new QueryClient()

// No adapter: AppKit pairs over WalletConnect and hands out the universal provider.
createAppKit({
  projectId,
  networks,
  metadata,
  themeMode: 'light' as const,
  themeVariables: { '--w3m-accent': '#000000' },
  features: { analytics: true, socials: [], email: false },
})

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <main>
        <h1>AppKit app without an adapter</h1>
        <appkit-button />
        <Actions />
        <Info />
      </main>
    </QueryClientProvider>
  )
}
