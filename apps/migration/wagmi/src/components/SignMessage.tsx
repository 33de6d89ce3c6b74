import { useAppKitAccount } from '@reown/appkit/react'
import type { Address } from 'viem'
import { useSignMessage } from 'wagmi'

export const message = 'Hello from an AppKit app on wagmi'

export function SignMessage() {
  const { address, isConnected } = useAppKitAccount()
  const { data: signature, signMessageAsync, error } = useSignMessage()

  const sign = async () => {
    try {
      await signMessageAsync({ message, account: address as Address })
    } catch (failure) {
      console.warn('Signing failed:', failure)
    }
  }

  if (!isConnected) return null
  return (
    <section>
      <button type="button" onClick={sign}>
        Sign message
      </button>
      <output data-testid="signature">{signature}</output>
      {error ? <p role="alert">{error.message}</p> : null}
    </section>
  )
}
