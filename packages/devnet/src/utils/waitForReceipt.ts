import { ReceiptTimeoutError } from '../errors/devnet.js'

/** The receipt fields the local stack reads. */
export type TransactionReceipt = { status: string; blockNumber: string; transactionHash: string }

export type WaitForReceiptParameters = {
  call: (method: string, params: unknown[]) => Promise<unknown>
  hash: string
  /** Milliseconds; 10 s by default. */
  timeout?: number | undefined
}

/**
 * Polls `eth_getTransactionReceipt` until the transaction is mined. anvil answers
 * `eth_sendRawTransaction` before its automine has mined the block, so a read right after a send
 * may not see it yet.
 */
export async function waitForReceipt({
  call,
  hash,
  timeout = 10_000,
}: WaitForReceiptParameters): Promise<TransactionReceipt> {
  const deadline = Date.now() + timeout
  while (true) {
    const receipt = (await call('eth_getTransactionReceipt', [hash])) as TransactionReceipt | null
    if (receipt) return receipt
    if (Date.now() > deadline) throw new ReceiptTimeoutError({ hash, timeout })
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}
