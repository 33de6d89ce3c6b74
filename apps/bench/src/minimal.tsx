import { createEvmAdapter } from '@kit/adapter-evm'
import { createAppKit } from '@kit/react'
import { arbitrum, mainnet, optimism, sepolia } from '@kit/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({
  adapters: [createEvmAdapter()],
  networks: [mainnet, optimism, arbitrum, sepolia],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Minimal page', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root')!).render(<appkit-button />)
