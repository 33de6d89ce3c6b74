import type { IndexedTransaction, IndexedTransfer } from './IndexedTransaction.js'
import { type CallFrame, readInternalTransfers } from './readInternalTransfers.js'
import { type RpcBlock, type RpcReceipt, readTransactions } from './readTransactions.js'

/** The incremental history index of one chain. */
export type ChainIndexer = {
  /** Indexes the blocks mined since the last call; calls queue up, so none returns stale. */
  sync: () => Promise<void>
  /** Transactions that involve `address` (sender, recipient or a transfer side), oldest first. */
  transactionsOf: (address: string) => readonly IndexedTransaction[]
}

export type CreateChainIndexerParameters = {
  chainId: number
  call: (method: string, params?: readonly unknown[]) => Promise<unknown>
  /** Blocks fetched concurrently; 25 by default. */
  batchSize?: number | undefined
}

/**
 * The history index of one chain, built from the chain's own blocks and receipts and extended
 * incrementally. A rewound chain (`evm_revert`, `anvil_reset`) is noticed through the block
 * hashes and indexed again from scratch.
 */
export function createChainIndexer({
  chainId,
  call,
  batchSize = 25,
}: CreateChainIndexerParameters): ChainIndexer {
  let byAddress = new Map<string, IndexedTransaction[]>()
  let nextBlock = 0
  let lastHash: string | undefined
  let queue: Promise<void> = Promise.resolve()

  const reset = () => {
    byAddress = new Map()
    nextBlock = 0
    lastHash = undefined
  }
  const add = (tx: IndexedTransaction) => {
    const involved = new Set([tx.from, ...(tx.to ? [tx.to] : [])])
    for (const transfer of tx.transfers) {
      involved.add(transfer.from)
      involved.add(transfer.to)
    }
    for (const address of involved) {
      const list = byAddress.get(address)
      if (list) list.push(tx)
      else byAddress.set(address, [tx])
    }
  }
  const fetchBlock = async (number: number) => {
    const tag = `0x${number.toString(16)}`
    const [block, receipts] = await Promise.all([
      call('eth_getBlockByNumber', [tag, true]) as Promise<RpcBlock | null>,
      call('eth_getBlockReceipts', [tag]) as Promise<RpcReceipt[] | null>,
    ])
    return { block, receipts: receipts ?? [], internal: await traceContractCalls(block, receipts) }
  }
  // Native currency a contract pays on (a router's ether after a swap) shows in no log: the
  // successful contract calls are traced for it.
  const traceContractCalls = async (block: RpcBlock | null, receipts: RpcReceipt[] | null) => {
    const internal = new Map<string, readonly IndexedTransfer[]>()
    const succeeded = new Set(
      (receipts ?? []).filter((r) => r.status === '0x1').map((r) => r.transactionHash),
    )
    const calls = (block?.transactions ?? []).filter(
      (tx) => tx.to !== null && tx.input !== '0x' && succeeded.has(tx.hash),
    )
    await Promise.all(
      calls.map(async ({ hash }) => {
        const trace = (await call('debug_traceTransaction', [
          hash,
          { tracer: 'callTracer' },
        ])) as CallFrame | null
        const transfers = trace ? readInternalTransfers(trace) : []
        if (transfers.length > 0) internal.set(hash, transfers)
      }),
    )
    return internal
  }

  const scan = async (): Promise<void> => {
    const latest = (await call('eth_getBlockByNumber', ['latest', false])) as RpcBlock | null
    if (!latest) return
    const head = Number(BigInt(latest.number))
    if (head < nextBlock - 1 || (head === nextBlock - 1 && latest.hash !== lastHash)) reset()
    while (nextBlock <= head) {
      const end = Math.min(nextBlock + batchSize - 1, head)
      const numbers = Array.from({ length: end - nextBlock + 1 }, (_, i) => nextBlock + i)
      const blocks = await Promise.all(numbers.map(fetchBlock))
      for (const { block, receipts, internal } of blocks) {
        if (!block) return // Rewound while reading: the next sync starts over.
        if (lastHash !== undefined && block.parentHash !== lastHash) {
          reset()
          return scan()
        }
        for (const tx of readTransactions(chainId, block, receipts, internal)) add(tx)
        lastHash = block.hash
        nextBlock += 1
      }
    }
  }

  return {
    sync() {
      const run = queue.then(scan)
      queue = run.catch(() => undefined)
      return run
    },
    transactionsOf: (address) => byAddress.get(address.toLowerCase()) ?? [],
  }
}
