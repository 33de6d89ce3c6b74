import {
  localeCodes,
  useAppKit,
  useAppKitAccount,
  useAppKitLocale,
  useAppKitProvider,
  useAppKitTheme,
  useDisconnect,
} from '@kit/react'
import { useState } from 'react'

type Eip1193 = { request(args: { method: string; params?: unknown[] }): Promise<unknown> }

// ConnectingWalletConnectBasic is the start view of an app without adapters; open it here too.
const views = ['Connect', 'Account', 'Networks', 'ConnectingWalletConnectBasic'] as const

/** Where the demo's send goes: anvil's fourth dev account. */
const sendTarget = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'

/** Buttons that drive the kit the way a dapp would. */
export function ActionsPanel() {
  const { open } = useAppKit()
  const { address, isConnected } = useAppKitAccount()
  const { walletProvider } = useAppKitProvider<Eip1193>('eip155')
  const { themeMode, setThemeMode } = useAppKitTheme()
  const { activeLocale, setLocale } = useAppKitLocale()
  const { disconnect } = useDisconnect()
  const [result, setResult] = useState<string>('')

  const run = (label: string, task: () => Promise<unknown>) => () => {
    setResult(`${label}…`)
    task().then(
      (value) => setResult(`${label}: ${String(value)}`),
      (error: Error) => setResult(`${label} failed: ${error.message.split('\n')[0]}`),
    )
  }

  return (
    <section className="demo__card">
      <h2>Actions</h2>
      <div className="demo__row">
        {views.map((view) => (
          <button key={view} type="button" className="demo__button" onClick={() => open({ view })}>
            open({'{'} view: '{view}' {'}'})
          </button>
        ))}
        <button
          type="button"
          className="demo__button"
          data-testid="demo-theme-toggle"
          onClick={() => setThemeMode(themeMode === 'dark' ? 'light' : 'dark')}
        >
          Theme: {themeMode}
        </button>
        <label className="demo__button">
          Language{' '}
          <select
            data-testid="demo-locale"
            value={activeLocale}
            onChange={(event) => setLocale(event.target.value)}
          >
            {localeCodes.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="demo__row">
        <button
          type="button"
          className="demo__button"
          data-testid="demo-sign"
          disabled={!isConnected || !walletProvider}
          onClick={run('personal_sign', () =>
            walletProvider!.request({
              method: 'personal_sign',
              params: ['0x48656c6c6f204b6974', address],
            }),
          )}
        >
          Sign "Hello Kit"
        </button>
        <button
          type="button"
          className="demo__button"
          data-testid="demo-send"
          disabled={!isConnected || !walletProvider}
          onClick={run('eth_sendTransaction', () =>
            walletProvider!.request({
              method: 'eth_sendTransaction',
              params: [{ from: address, to: sendTarget, value: '0x38d7ea4c68000' }],
            }),
          )}
        >
          Send 0.001 ETH
        </button>
        <button
          type="button"
          className="demo__button"
          data-testid="demo-disconnect"
          disabled={!isConnected}
          onClick={run('disconnect', () => disconnect().then(() => 'done'))}
        >
          Disconnect
        </button>
      </div>
      <output className="demo__output" data-testid="demo-result">
        {result || 'Results of actions appear here.'}
      </output>
    </section>
  )
}
