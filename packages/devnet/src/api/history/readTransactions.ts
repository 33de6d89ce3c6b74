import type { IndexedTransaction, IndexedTransfer } from './IndexedTransaction.js'

/** The fields of `eth_getBlockByNumber(n, true)` the index reads. */
export type RpcBlock = {
  number: string
  hash: string
  parentHash: string
  timestamp: string
  transactions: {
    hash: string
    from: string
    to: string | null
    nonce: string
    value: string
    input: string
    transactionIndex: string
  }[]
}

/** The fields of an `eth_getBlockReceipts` entry the index reads. */
export type RpcReceipt = {
  transactionHash: string
  status: string
  logs: { address: string; topics: string[]; data: string }[]
}

/** keccak256("Transfer(address,address,uint256)"), shared by ERC-20 and ERC-721. */
const transferTopic = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

/**
 * Turns one block and its receipts into index entries, reading every `Transfer` log, then the
 * native currency contracts sent on inside each transaction (`internal`, by transaction hash).
 */
export function readTransactions(
  chainId: number,
  block: RpcBlock,
  receipts: readonly RpcReceipt[],
  internal: ReadonlyMap<string, readonly IndexedTransfer[]> = new Map(),
): IndexedTransaction[] {
  const byHash = new Map(receipts.map((receipt) => [receipt.transactionHash, receipt]))
  const timestamp = Number(BigInt(block.timestamp))
  return block.transactions.map((tx) => {
    const receipt = byHash.get(tx.hash)
    return {
      chainId,
      blockNumber: Number(BigInt(block.number)),
      index: Number(BigInt(tx.transactionIndex)),
      hash: tx.hash,
      from: tx.from.toLowerCase(),
      to: tx.to ? tx.to.toLowerCase() : null,
      nonce: Number(BigInt(tx.nonce)),
      value: BigInt(tx.value),
      selector: tx.input.length >= 10 ? tx.input.slice(0, 10).toLowerCase() : '0x',
      timestamp,
      status: receipt?.status === '0x1' ? 'confirmed' : 'failed',
      transfers: [...(receipt?.logs ?? []).flatMap(readTransfer), ...(internal.get(tx.hash) ?? [])],
    }
  })
}

function readTransfer({ address, topics, data }: RpcReceipt['logs'][number]): IndexedTransfer[] {
  if (topics[0] !== transferTopic) return []
  const topicAddress = (topic: string | undefined) => `0x${(topic ?? '').slice(26)}`.toLowerCase()
  const from = topicAddress(topics[1])
  const to = topicAddress(topics[2])
  const contract = address.toLowerCase()
  // ERC-721 indexes the token id; ERC-20 puts the amount in the data.
  if (topics.length === 4) {
    return [{ kind: 'erc721', contract, from, to, amount: BigInt(topics[3] ?? '0x0') }]
  }
  if (topics.length === 3 && /^0x[0-9a-f]{64}$/i.test(data)) {
    return [{ kind: 'erc20', contract, from, to, amount: BigInt(data) }]
  }
  return []
}
