import type { Transaction, TransactionDirection, TransactionTransfer } from '@kit/blockchain-api'
import { formatUnits, getAddress } from 'viem'
import type { ServedChain } from '../ServedChain.js'
import { nftImageUrl } from '../tokens/nftImageUrl.js'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import type { IndexedTransaction, IndexedTransfer } from './IndexedTransaction.js'

const zeroAddress = '0x0000000000000000000000000000000000000000'
/** `approve(address,uint256)` and `setApprovalForAll(address,bool)`. */
const approvalSelectors = new Set(['0x095ea7b3', '0xa22cb465'])

export type ToApiTransactionParameters = {
  tx: IndexedTransaction
  /** The account whose history this is, lowercase. */
  account: string
  chain: ServedChain
  baseUrl: string
}

/** One history entry as the blockchain API sends it, seen from `account`. */
export async function toApiTransaction({
  tx,
  account,
  chain,
  baseUrl,
}: ToApiTransactionParameters): Promise<Transaction> {
  const direction = (from: string, to: string): TransactionDirection | undefined => {
    if (from === account && to === account) return 'self'
    if (from === account) return 'out'
    if (to === account) return 'in'
    return undefined
  }
  const transfers: TransactionTransfer[] = []
  const moves: { direction: TransactionDirection; mint: boolean }[] = []

  const native = (amount: bigint, side: TransactionDirection): TransactionTransfer => {
    const numeric = formatUnits(amount, chain.native.decimals)
    return {
      direction: side,
      quantity: { numeric },
      value: usdValue(numeric, chain.native.price),
      price: chain.native.price,
      fungible_info: {
        name: chain.native.name,
        symbol: chain.native.symbol,
        icon: { url: tokenIconUrl(baseUrl, chain.native.symbol) },
      },
    }
  }

  const nativeDirection = tx.to ? direction(tx.from, tx.to) : undefined
  if (tx.status === 'confirmed' && tx.value > 0n && nativeDirection) {
    moves.push({ direction: nativeDirection, mint: false })
    transfers.push(native(tx.value, nativeDirection))
  }
  for (const transfer of tx.transfers) {
    const side = direction(transfer.from, transfer.to)
    if (!side) continue
    moves.push({
      direction: side,
      mint: transfer.kind !== 'native' && transfer.from === zeroAddress,
    })
    transfers.push(
      transfer.kind === 'native'
        ? native(transfer.amount, side)
        : await toApiTransfer(transfer, side, chain, baseUrl),
    )
  }

  return {
    id: `${chain.caip2}:${tx.hash}`,
    metadata: {
      operationType: operationType(tx, account, moves),
      hash: tx.hash,
      minedAt: new Date(tx.timestamp * 1000).toISOString(),
      sentFrom: getAddress(tx.from),
      sentTo: tx.to ? getAddress(tx.to) : '',
      status: tx.status,
      nonce: tx.nonce,
      chain: chain.caip2,
    },
    transfers,
  }
}

async function toApiTransfer(
  transfer: IndexedTransfer,
  direction: TransactionDirection,
  chain: ServedChain,
  baseUrl: string,
): Promise<TransactionTransfer> {
  const info = await chain.tokenInfo.get(getAddress(transfer.contract))
  if (transfer.kind === 'erc721') {
    return {
      direction,
      quantity: { numeric: '1' },
      nft_info: {
        name: `${info.name} #${transfer.amount}`,
        content: { preview: { url: nftImageUrl(baseUrl, info.address, transfer.amount) } },
        flags: { is_spam: info.spam },
      },
    }
  }
  const numeric = formatUnits(transfer.amount, info.decimals)
  return {
    direction,
    quantity: { numeric },
    ...(info.price === undefined
      ? {}
      : { value: usdValue(numeric, info.price), price: info.price }),
    fungible_info: {
      name: info.name,
      symbol: info.symbol,
      icon: { url: tokenIconUrl(baseUrl, info.symbol) },
    },
  }
}

function operationType(
  tx: IndexedTransaction,
  account: string,
  moves: readonly { direction: TransactionDirection; mint: boolean }[],
): Transaction['metadata']['operationType'] {
  const sentByAccount = tx.from === account
  if (tx.to === null && sentByAccount) return 'deploy'
  if (moves.some((move) => move.mint && move.direction === 'in')) return 'mint'
  const incoming = moves.some((move) => move.direction === 'in')
  const outgoing = moves.some((move) => move.direction === 'out')
  if (incoming && outgoing) return 'trade'
  if (outgoing) return 'send'
  if (incoming) return 'receive'
  if (moves.length > 0) return 'send'
  if (sentByAccount && approvalSelectors.has(tx.selector)) return 'approve'
  return sentByAccount ? 'execute' : 'receive'
}
