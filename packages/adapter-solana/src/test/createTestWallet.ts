import { Keypair, type PublicKey, Transaction, VersionedTransaction } from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

type ChangeListener = (properties: Record<string, unknown>) => void

export type TestWalletOptions = {
  name?: string
  icon?: string
  keypairs?: Keypair[]
  chains?: string[]
  /** RPC URL `solana:signAndSendTransaction` sends through; without it the feature is absent. */
  rpcUrl?: string | undefined
  /** Decline every prompt (EIP-1193 4001, as Phantom does). */
  reject?: boolean
  /** Sign messages with another key than the account's. */
  wrongKey?: boolean
  features?: Record<string, unknown>
}

export type TestWallet = Omit<Wallet, 'features'> & {
  features: Record<string, unknown>
  keypairs: Keypair[]
  /** Accounts granted so far (empty until connect). */
  granted: WalletAccount[]
  grant(keypairs: Keypair[]): void
  setReject(reject: boolean): void
  /** Sends a `standard:events` change, as a wallet does when its chains or features change. */
  emitChange(properties: Record<string, unknown>): void
  requests: string[]
}

const icon = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'

function toAccount(key: PublicKey, chains: string[]): WalletAccount {
  return Object.freeze({
    address: key.toBase58(),
    publicKey: key.toBytes(),
    chains: chains as `${string}:${string}`[],
    features: [
      'solana:signMessage',
      'solana:signTransaction',
      'solana:signAndSendTransaction',
    ] as const,
  })
}

/**
 * A Wallet Standard wallet over real ed25519 keys: it signs messages and real web3.js
 * transactions, and with `rpcUrl` sends them to that RPC.
 */
export function createTestWallet(options: TestWalletOptions = {}): TestWallet {
  const {
    name = 'Test Wallet',
    keypairs = [Keypair.generate()],
    chains = ['solana:mainnet', 'solana:devnet', 'solana:testnet', 'solana:localnet'],
    rpcUrl,
  } = options
  let reject = options.reject ?? false
  const listeners = new Set<ChangeListener>()
  const requests: string[] = []
  const keyOf = (account: WalletAccount) => {
    const key = wallet.keypairs.find((k) => k.publicKey.toBase58() === account.address)
    if (!key) throw new Error('unknown account')
    return key
  }
  const prompt = (method: string) => {
    requests.push(method)
    if (reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
  }
  const signWire = (bytes: Uint8Array, key: Keypair): Uint8Array => {
    if ((bytes[1 + 64 * (bytes[0] ?? 0)] ?? 0) & 0x80) {
      const versioned = VersionedTransaction.deserialize(bytes)
      versioned.sign([key])
      return versioned.serialize()
    }
    const legacy = Transaction.from(bytes)
    legacy.partialSign(key)
    return new Uint8Array(legacy.serialize({ requireAllSignatures: false }))
  }
  const features: Record<string, unknown> = {
    'standard:connect': {
      version: '1.0.0',
      async connect(input?: { silent?: boolean }) {
        if (input?.silent) return { accounts: wallet.granted }
        prompt('connect')
        wallet.grant(wallet.keypairs)
        return { accounts: wallet.granted }
      },
    },
    'standard:disconnect': {
      version: '1.0.0',
      async disconnect() {
        requests.push('disconnect')
        wallet.granted = []
      },
    },
    'standard:events': {
      version: '1.0.0',
      on(event: string, listener: ChangeListener) {
        if (event !== 'change') return () => {}
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
    },
    'solana:signMessage': {
      version: '1.0.0',
      async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
        prompt('signMessage')
        const { ed25519 } = await import('@noble/curves/ed25519.js')
        return inputs.map(({ account, message }) => {
          const key = options.wrongKey ? Keypair.generate() : keyOf(account)
          return {
            signedMessage: message,
            signature: ed25519.sign(message, key.secretKey.slice(0, 32)),
          }
        })
      },
    },
    'solana:signTransaction': {
      version: '1.0.0',
      supportedTransactionVersions: ['legacy', 0],
      async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
        prompt('signTransaction')
        return inputs.map(({ account, transaction }) => ({
          signedTransaction: signWire(transaction, keyOf(account)),
        }))
      },
    },
    ...(rpcUrl
      ? {
          'solana:signAndSendTransaction': {
            version: '1.0.0',
            supportedTransactionVersions: ['legacy', 0],
            async signAndSendTransaction(
              ...inputs: {
                account: WalletAccount
                transaction: Uint8Array
                chain: string
                options?: unknown
              }[]
            ) {
              prompt('signAndSendTransaction')
              const outputs = []
              for (const { account, transaction, chain, options } of inputs) {
                requests.push(`chain ${chain}`)
                if (options) requests.push(`options ${JSON.stringify(options)}`)
                const signed = signWire(transaction, keyOf(account))
                const response = await fetch(rpcUrl, {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({
                    jsonrpc: '2.0',
                    id: 1,
                    method: 'sendTransaction',
                    params: [Buffer.from(signed).toString('base64'), { encoding: 'base64' }],
                  }),
                })
                const body = (await response.json()) as { result?: string; error?: unknown }
                if (!body.result) throw new Error(`send failed: ${JSON.stringify(body.error)}`)
                outputs.push({ signature: signed.slice(1, 65) })
              }
              return outputs
            },
          },
        }
      : {}),
    ...options.features,
  }
  const wallet: TestWallet = {
    version: '1.0.0',
    name,
    icon: (options.icon ?? icon) as Wallet['icon'],
    chains: chains as `${string}:${string}`[],
    features,
    get accounts() {
      return wallet.granted
    },
    keypairs,
    granted: [],
    grant(next) {
      wallet.granted = next.map((key) => toAccount(key.publicKey, chains))
      for (const listener of [...listeners]) listener({ accounts: wallet.granted })
    },
    setReject(next) {
      reject = next
    },
    emitChange(properties) {
      Object.assign(wallet, properties)
      for (const listener of [...listeners]) listener(properties)
    },
    requests,
  }
  return wallet
}
