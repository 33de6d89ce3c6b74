import {
  type Provider,
  useAppKit,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useDisconnect,
} from '@reown/appkit/react'
import { useState } from 'react'
import { networks } from '../config'

export const message = 'Hello from an AppKit app without an adapter'

export function Actions() {
  const { disconnect } = useDisconnect()
  const { open } = useAppKit()
  const { switchNetwork } = useAppKitNetwork()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Provider>('eip155')
  const [signature, setSignature] = useState('')

  const handleDisconnect = async () => {
    try {
      await disconnect()
    } catch (error) {
      console.error('Failed to disconnect:', error)
    }
  }

  const handleSignMessage = async () => {
    try {
      const result = await walletProvider.request<string>({
        method: 'personal_sign',
        params: [message, address],
      })
      setSignature(result)
    } catch (error) {
      console.warn('Signing failed:', error)
    }
  }

  if (!isConnected)
    return (
      <button type="button" onClick={() => open({ view: 'Connect' })}>
        Connect
      </button>
    )
  return (
    <div>
      <button type="button" onClick={() => open()}>
        Open
      </button>
      <button type="button" onClick={handleDisconnect}>
        Disconnect
      </button>
      <button type="button" onClick={() => switchNetwork(networks[1])}>
        Switch
      </button>
      <button type="button" onClick={handleSignMessage}>
        Sign message
      </button>
      <output data-testid="signature">{signature}</output>
    </div>
  )
}
