// A Solana-only app: the page minimal.tsx is, with the Solana adapter in place of the EVM one.
import { createSolanaAdapter } from '@kit/adapter-solana'
import { createAppKit } from '@kit/react'
import { solana, solanaDevnet, solanaTestnet } from '@kit/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({
  adapters: [createSolanaAdapter()],
  networks: [solana, solanaDevnet, solanaTestnet],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Solana page', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root')!).render(<appkit-button />)
