import { useDisconnect } from '@reown/appkit/react'
import { useDisconnect as useWagmiDisconnect } from 'wagmi'

export function Disconnect() {
  const { disconnect } = useDisconnect()
  const { disconnect: disconnectWagmi } = useWagmiDisconnect()
  return (
    <section>
      <button type="button" onClick={() => disconnect().catch(console.error)}>
        Disconnect
      </button>
      <button type="button" onClick={() => disconnectWagmi()}>
        Disconnect (wagmi)
      </button>
    </section>
  )
}
