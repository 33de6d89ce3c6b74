import type { WalletConnectSession, WalletConnectSessionEvent } from '@kit/core'
import { ed25519 } from '@noble/curves/ed25519.js'
import { Keypair, Transaction } from '@solana/web3.js'
import { decodeBase58, encodeBase58 } from '../utils/base58.js'

export type FakeSessionOptions = {
  keypair?: Keypair
  chains?: string[]
  methods?: string[]
  /** Where `solana_signAndSendTransaction` sends. */
  rpcUrl?: string
  /** Answer `solana_signTransaction` with the signature alone (the older answer). */
  signatureOnly?: boolean
  reject?: boolean
}

/** A WalletConnect session's solana part, as core hands it over, answered by a real key. */
export function createFakeSession(options: FakeSessionOptions = {}) {
  const {
    keypair = Keypair.generate(),
    chains = ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    methods = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  } = options
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const controller = new AbortController()
  const requests: { chainId: string; method: string; params: unknown }[] = []
  const sign = (base64: string) => {
    const transaction = Transaction.from(Buffer.from(base64, 'base64'))
    transaction.partialSign(keypair)
    return transaction
  }
  const session: WalletConnectSession = {
    namespace: 'solana',
    accounts: chains.map((chain) => `${chain}:${keypair.publicKey.toBase58()}`),
    chains,
    methods,
    peer: { name: 'Fake Mobile', icon: undefined },
    signal: controller.signal,
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async request({ chainId, method, params }) {
      requests.push({ chainId, method, params })
      if (options.reject) throw { code: 5000, message: 'User rejected.' }
      const input = params as { message?: string; transaction?: string; pubkey?: string }
      if (method === 'solana_signMessage')
        return {
          signature: encodeBase58(
            ed25519.sign(
              decodeBase58(input.message ?? '') as Uint8Array,
              keypair.secretKey.slice(0, 32),
            ),
          ),
        }
      if (method === 'solana_signTransaction') {
        const signed = sign(input.transaction ?? '')
        return options.signatureOnly
          ? { signature: encodeBase58(signed.signature as Uint8Array) }
          : { transaction: signed.serialize({ requireAllSignatures: false }).toString('base64') }
      }
      if (method === 'solana_signAndSendTransaction') {
        const signed = sign(input.transaction ?? '')
        const response = await fetch(options.rpcUrl ?? '', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'sendTransaction',
            params: [signed.serialize().toString('base64'), { encoding: 'base64' }],
          }),
        })
        return { signature: ((await response.json()) as { result: string }).result }
      }
      throw new Error(`unexpected ${method}`)
    },
  }
  return {
    session,
    keypair,
    requests,
    emit: (event: WalletConnectSessionEvent) => {
      for (const listener of [...listeners]) listener(event)
    },
    end: () => controller.abort(),
  }
}
