import { ConfirmationTimeoutError, TransactionExecutionError } from '../errors/transaction.js'
import { parseSignatureStatus } from '../rpc/parseSignatureStatus.js'
import { type RpcTransport, rpcRequest } from '../rpc/rpcRequest.js'
import type { ConfirmPolicy } from '../types/adapterState.js'

export type ConfirmSignatureParameters = { url: string; signature: string } & ConfirmPolicy

/**
 * Polls `getSignatureStatuses` until the transaction is `confirmed` (or finalized). A processed
 * failure is `TransactionExecutionError`; no confirmation within `timeout` is
 * `ConfirmationTimeoutError`. A failed poll is tried again until the timeout.
 */
export async function confirmSignature(
  rpc: RpcTransport,
  { url, signature, timeout, interval }: ConfirmSignatureParameters,
): Promise<void> {
  const deadline = Date.now() + timeout
  let lastError: unknown
  for (;;) {
    try {
      const status = parseSignatureStatus(
        await rpcRequest(rpc, {
          url,
          method: 'getSignatureStatuses',
          params: [[signature], { searchTransactionHistory: false }],
        }),
      )
      if (status.state === 'confirmed') return
      if (status.state === 'failed') throw new TransactionExecutionError(signature, status.reason)
      lastError = undefined
    } catch (error) {
      if (error instanceof TransactionExecutionError) throw error
      lastError = error
    }
    if (Date.now() + interval > deadline)
      throw Object.assign(
        new ConfirmationTimeoutError(signature, timeout),
        lastError ? { cause: lastError } : {},
      )
    await new Promise((resolve) => setTimeout(resolve, interval))
  }
}
