import { useAppKitBalance, useDisconnect } from '@kit/react'
import { useState } from 'react'

/** `useAppKitBalance().fetchBalance()` and `useDisconnect()` on demand. */
export function BalanceCard() {
  const { fetchBalance } = useAppKitBalance()
  const { disconnect } = useDisconnect()
  const [value, setValue] = useState<unknown>('not fetched yet')
  return (
    <div className="demo__card demo__hook">
      <h3>useAppKitBalance() · useDisconnect()</h3>
      <div className="demo__row">
        <button
          type="button"
          className="demo__button"
          data-testid="demo-fetch-balance"
          onClick={() => fetchBalance().then(setValue)}
        >
          fetchBalance()
        </button>
        <button type="button" className="demo__button" onClick={() => disconnect().catch(() => {})}>
          disconnect()
        </button>
      </div>
      <pre data-testid="hook-balance">{JSON.stringify(value, null, 2)}</pre>
    </div>
  )
}
