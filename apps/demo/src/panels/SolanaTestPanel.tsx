import { useAppKitAccount } from '@kit/react'
import { useState } from 'react'
import { solanaTestAdapter } from '../appKit.js'

/** With `?solana=1`: the Solana account paired beside the EVM one, and a message signed with it. */
export function SolanaTestPanel() {
  const account = useAppKitAccount({ namespace: 'solana' })
  const [signature, setSignature] = useState<string>()
  const [error, setError] = useState<string>()
  const adapter = solanaTestAdapter
  if (!adapter) return null
  const sign = async () => {
    setError(undefined)
    try {
      const address = account.address ?? ''
      setSignature(
        await adapter.signMessage({
          connectorId: 'walletConnect',
          address,
          message: 'Hello from Kit',
        }),
      )
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    }
  }
  return (
    <section className="demo__card">
      <h2>Solana (test adapter)</h2>
      <p className="demo__note">
        Address: <code data-testid="demo-solana-address">{account.address ?? 'not connected'}</code>
      </p>
      <div className="demo__row">
        <button
          type="button"
          className="demo__button"
          disabled={!account.isConnected}
          onClick={() => void sign()}
        >
          Sign “Hello from Kit” with Solana
        </button>
      </div>
      {signature ? (
        <p className="demo__note">
          Signature: <code data-testid="demo-solana-signature">{signature}</code>
        </p>
      ) : null}
      {error ? (
        <p className="demo__note" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  )
}
