import type {
  TransactionOutcome,
  TransactionReplacement,
  WaitForTransactionParameters,
} from '@kit/core/modules/types/adapter'
import { WaitForTransactionTimeoutError } from '../errors/transaction.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { parseHexQuantity } from '../utils/parseHexQuantity.js'
import { readRpc } from '../utils/readRpc.js'
import { sleep } from '../utils/sleep.js'

/** SPEC §9 receipt wait: 180 s, 6 retries of the transaction's lookup from 200 ms doubled. */
export const receiptWait = { timeout: 180_000, retryCount: 6, retryDelay: 200 } as const

const replacementLookback = 16n

type SentTransaction = {
  hash: string
  from: string
  nonce: bigint
  to: string
  value: bigint
  input: string
}

/**
 * Waits until the transaction `hash` is mined (1 confirmation) and tells whether it succeeded.
 * When another transaction of the same sender and nonce is mined instead, `onReplaced` hears why
 * as viem's `waitForTransactionReceipt` tells it: `repriced` (same call, other fees), `cancelled`
 * (nothing sent to the sender itself) or `replaced` (another call), and the replacement's outcome
 * is returned. Polls every `pollingInterval` ms (SPEC §9: 4 s); past 180 s it is `WaitForTransactionTimeoutError`.
 */
export async function waitForTransaction(
  state: EvmAdapterState,
  { network, hash, onReplaced, signal }: WaitForTransactionParameters,
  { pollingInterval = 4_000, now = () => Date.now(), wait = sleep } = {},
): Promise<TransactionOutcome> {
  const call = (method: string, params: unknown[]) => readRpc(state, { network, method, params })
  const deadline = now() + receiptWait.timeout
  const startBlock = parseHexQuantity(await call('eth_blockNumber', []))
  let sent: SentTransaction | undefined
  let lookups = 0
  let retryDelay: number = receiptWait.retryDelay
  while (now() < deadline) {
    signal?.throwIfAborted()
    const receipt = await call('eth_getTransactionReceipt', [hash])
    if (receipt) return readOutcome(receipt, hash)
    if (!sent) {
      sent = readTransaction(await call('eth_getTransactionByHash', [hash]))
      if (!sent && lookups < receiptWait.retryCount) {
        lookups += 1
        await wait(retryDelay)
        retryDelay *= 2
        continue
      }
    }
    if (sent) {
      const mined = parseHexQuantity(await call('eth_getTransactionCount', [sent.from, 'latest']))
      if (mined > sent.nonce) {
        // A few blocks before the wait began: the replacement may be mined already.
        const from = startBlock > replacementLookback ? startBlock - replacementLookback : 0n
        const replacement = await findReplacement(call, { sent, from })
        // Our own transaction, mined since the receipt was asked for: the next round reads it.
        if (replacement && replacement.hash.toLowerCase() !== hash.toLowerCase()) {
          onReplaced?.({ reason: replacementReason(sent, replacement), hash: replacement.hash })
          const replacementReceipt = await call('eth_getTransactionReceipt', [replacement.hash])
          if (replacementReceipt) return readOutcome(replacementReceipt, replacement.hash)
        }
      }
    }
    await wait(pollingInterval)
  }
  throw new WaitForTransactionTimeoutError(hash)
}

function readOutcome(receipt: unknown, hash: string): TransactionOutcome {
  const { status } = receipt as { status?: unknown }
  return { status: status === '0x1' ? 'success' : 'reverted', hash }
}

function readTransaction(value: unknown): SentTransaction | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { hash, from, nonce, to, value: amount, input } = value as Record<string, unknown>
  if (typeof hash !== 'string' || typeof from !== 'string') return undefined
  return {
    hash,
    from: from.toLowerCase(),
    nonce: parseHexQuantity(nonce),
    to: typeof to === 'string' ? to.toLowerCase() : '',
    value: parseHexQuantity(amount ?? '0x0'),
    input: typeof input === 'string' ? input : '0x',
  }
}

/** The mined transaction of the same sender and nonce, looked for from the newest block back. */
async function findReplacement(
  call: (method: string, params: unknown[]) => Promise<unknown>,
  { sent, from }: { sent: SentTransaction; from: bigint },
): Promise<SentTransaction | undefined> {
  const latest = parseHexQuantity(await call('eth_blockNumber', []))
  for (let block = latest; block >= from; block -= 1n) {
    const found = (await call('eth_getBlockByNumber', [`0x${block.toString(16)}`, true])) as {
      transactions?: unknown[]
    } | null
    for (const entry of found?.transactions ?? []) {
      const transaction = readTransaction(entry)
      if (transaction?.from === sent.from && transaction.nonce === sent.nonce) return transaction
    }
  }
  return undefined
}

function replacementReason(
  sent: SentTransaction,
  replacement: SentTransaction,
): TransactionReplacement['reason'] {
  if (
    replacement.to === sent.to &&
    replacement.value === sent.value &&
    replacement.input === sent.input
  )
    return 'repriced'
  if (replacement.to === sent.from && replacement.value === 0n) return 'cancelled'
  return 'replaced'
}
