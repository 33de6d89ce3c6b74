import { createEvmAdapter } from '@kit/adapter-evm'
import { createAppKit } from '@kit/react'
import { arbitrum, mainnet, optimism, sepolia } from '@kit/react/networks'
import { createRoot } from 'react-dom/client'

// The catalogue service the measuring script started, passed as `?catalogue=http://127.0.0.1:…`.
const catalogue = new URLSearchParams(location.search).get('catalogue') ?? location.origin

createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet, optimism, arbitrum, sepolia],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Catalogue search', url: location.origin, icons: [] },
  serviceUrls: { api: catalogue, explorer: catalogue, analytics: catalogue },
})

createRoot(document.getElementById('root')!).render(<appkit-button />)
