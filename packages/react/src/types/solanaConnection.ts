/**
 * The calls AppKit apps make on `@solana/web3.js`'s `Connection`, which AppKit 1.7's Solana
 * adapter hands out and `@kit/adapter-solana`'s `getConnection` makes; the arguments are left
 * open (web3.js's own classes fit), so this package needs no web3.js types.
 */
export type SolanaConnection = {
  readonly rpcEndpoint: string
  readonly commitment?: string | undefined
  getBalance(publicKey: unknown, commitmentOrConfig?: unknown): Promise<number>
  getLatestBlockhash(
    commitmentOrConfig?: unknown,
  ): Promise<{ blockhash: string; lastValidBlockHeight: number }>
  getMinimumBalanceForRentExemption(dataLength: number, commitment?: unknown): Promise<number>
  getAccountInfo(publicKey: unknown, commitmentOrConfig?: unknown): Promise<unknown>
  getSignatureStatus(signature: string, config?: unknown): Promise<unknown>
  sendRawTransaction(rawTransaction: unknown, options?: unknown): Promise<string>
  sendTransaction(transaction: unknown, ...rest: unknown[]): Promise<string>
  simulateTransaction(transaction: unknown, ...rest: unknown[]): Promise<unknown>
  confirmTransaction(strategy: unknown, commitment?: unknown): Promise<unknown>
}
