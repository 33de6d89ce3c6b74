import type { ChainNamespace } from '@kit/core'
import { sendTransaction, signMessage } from '@kit/core'
import { bitcoinDevAccounts, solanaDevAccounts, solanaDevToken } from '@kit/devnet/chains'
import { useAppKitAccount } from '@kit/react'
import { useState } from 'react'
import { appKit, multichain } from '../appKit.js'

type Action = { label: string; testId: string; run: () => Promise<string> }

/** Dev account 1 of each namespace receives the demo's payments (the wallets start on account 0). */
const solanaTarget = solanaDevAccounts[1]!.address
const bitcoinTarget = bitcoinDevAccounts[1]!.paymentAddress

function NamespaceCard({
  namespace,
  title,
  actions,
}: {
  namespace: ChainNamespace
  title: string
  actions: Action[]
}) {
  const account = useAppKitAccount({ namespace })
  const [result, setResult] = useState<string>()
  const [error, setError] = useState<string>()
  const run = (action: Action) => {
    setResult(undefined)
    setError(undefined)
    action.run().then(setResult, (cause: Error) => setError(cause.message.split('\n')[0]))
  }
  return (
    <div className="demo__subcard" data-testid={`demo-${namespace}`}>
      <h3>{title}</h3>
      <p className="demo__note">
        Address:{' '}
        <code data-testid={`demo-${namespace}-address`}>{account.address ?? 'not connected'}</code>
      </p>
      <div className="demo__row">
        {actions.map((action) => (
          <button
            key={action.testId}
            type="button"
            className="demo__button"
            data-testid={action.testId}
            disabled={!account.isConnected}
            onClick={() => run(action)}
          >
            {action.label}
          </button>
        ))}
      </div>
      {result ? (
        <p className="demo__note">
          Result: <code data-testid={`demo-${namespace}-result`}>{result}</code>
        </p>
      ) : null}
      {error ? (
        <p className="demo__note" role="alert" data-testid={`demo-${namespace}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** With `?chains=all`: sign and send in each of the Solana and Bitcoin namespaces, through Kit's actions. */
export function MultichainPanel() {
  if (!multichain) return null
  const kit = appKit.kit
  const message = 'Hello from Kit'
  const sign = (namespace: ChainNamespace) => () => signMessage(kit, { namespace, message })
  const send =
    (namespace: ChainNamespace, to: string, value: bigint, token?: { address: string }) => () =>
      sendTransaction(kit, { namespace, to, value, token })
  return (
    <section className="demo__card">
      <h2>Solana and Bitcoin</h2>
      <p className="demo__note">
        The dev wallets&apos; panels are at the bottom right. Payments go to dev account 1. Solana
        RPC: <code data-testid="demo-solana-rpc">{multichain.solanaRpcUrl}</code>, Bitcoin Esplora:{' '}
        <code data-testid="demo-bitcoin-esplora">{multichain.esploraUrl}</code>
      </p>
      <NamespaceCard
        namespace="solana"
        title="Solana (local)"
        actions={[
          { label: `Sign “${message}”`, testId: 'demo-solana-sign', run: sign('solana') },
          {
            label: 'Send 0.01 SOL',
            testId: 'demo-solana-send',
            run: send('solana', solanaTarget, 10_000_000n),
          },
          {
            label: `Send 1.5 ${solanaDevToken.symbol}`,
            testId: 'demo-solana-send-token',
            run: send('solana', solanaTarget, 1_500_000n, { address: solanaDevToken.mint }),
          },
        ]}
      />
      <NamespaceCard
        namespace="bip122"
        title="Bitcoin (regtest)"
        actions={[
          { label: `Sign “${message}”`, testId: 'demo-bip122-sign', run: sign('bip122') },
          {
            label: 'Send 0.001 BTC',
            testId: 'demo-bip122-send',
            run: send('bip122', bitcoinTarget, 100_000n),
          },
        ]}
      />
    </section>
  )
}
