// A Bitcoin-only app: the page minimal.tsx is, with the Bitcoin adapter in place of the EVM one.
import { createBitcoinAdapter } from '@kit/adapter-bitcoin'
import { createAppKit } from '@kit/react'
import { bitcoin } from '@kit/react/networks'
import { createRoot } from 'react-dom/client'

createAppKit({
  adapters: [createBitcoinAdapter()],
  networks: [bitcoin],
  projectId: 'bench',
  metadata: { name: 'Bench', description: 'Bitcoin page', url: location.origin, icons: [] },
})

createRoot(document.getElementById('root')!).render(<appkit-button />)
