import type {
  Connection,
  PublicKey,
  SendOptions,
  Transaction,
  TransactionSignature,
  VersionedTransaction,
} from '@solana/web3.js'
import type { SolanaProviderEvent } from './createProviderEvents.js'

/** A transaction AppKit's Solana provider signs: legacy or versioned. */
export type AnyTransaction = Transaction | VersionedTransaction

/**
 * The provider `useAppKitProvider('solana')` returns, shaped as AppKit 1.7's Solana `Provider`.
 * `publicKey` is a web3.js `PublicKey` once web3.js has loaded (asking for the provider starts
 * that load), `undefined` before.
 */
export type SolanaProvider = {
  readonly id: string
  readonly name: string
  readonly type: 'ANNOUNCED' | 'WALLET_CONNECT'
  readonly chain: 'solana'
  readonly publicKey: PublicKey | undefined
  connect(): Promise<string>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array): Promise<Uint8Array>
  signTransaction<T extends AnyTransaction>(transaction: T): Promise<T>
  signAllTransactions<T extends AnyTransaction[]>(transactions: T): Promise<T>
  signAndSendTransaction(
    transaction: AnyTransaction,
    options?: SendOptions,
  ): Promise<TransactionSignature>
  sendTransaction(
    transaction: AnyTransaction,
    connection: Connection,
    options?: SendOptions,
  ): Promise<TransactionSignature>
  getAccounts(): Promise<{ namespace: 'solana'; address: string; type: 'eoa' }[]>
  request(arguments_: { method: string; params?: unknown }): Promise<never>
  on(event: SolanaProviderEvent, listener: (data: never) => void): void
  removeListener(event: SolanaProviderEvent, listener: (data: never) => void): void
  emit(event: SolanaProviderEvent, data: unknown): void
}
