import type { Transaction, TransactionDirection, TransactionTransfer } from '@kit/blockchain-api'
import { formatUnits } from 'viem'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import { readSolanaMoves, type SolanaMove } from './readSolanaMoves.js'
import type { SolanaParsedTransaction } from './SolanaParsedTransaction.js'
import type { SolanaServedChain } from './SolanaServedChain.js'

export type ToSolanaApiTransactionParameters = {
  tx: SolanaParsedTransaction
  /** The account whose history this is (base58). */
  account: string
  chain: SolanaServedChain
  baseUrl: string
}

/**
 * One Solana history entry as the blockchain API sends it, seen from `account`: its SOL and SPL
 * transfers (fees are not transfers), `nonce` 0 (Solana has none).
 */
export function toSolanaApiTransaction({
  tx,
  account,
  chain,
  baseUrl,
}: ToSolanaApiTransactionParameters): Transaction {
  const signature = tx.transaction.signatures[0] ?? ''
  const feePayer = tx.transaction.message.accountKeys[0]?.pubkey ?? ''
  const failed = tx.meta === null || (tx.meta.err !== null && tx.meta.err !== undefined)
  const moves = failed ? [] : readSolanaMoves(tx)
  const transfers: TransactionTransfer[] = []
  const directions: { direction: TransactionDirection; mint: boolean }[] = []
  for (const move of moves) {
    const direction = directionOf(move, account)
    if (!direction) continue
    directions.push({ direction, mint: move.from === undefined })
    transfers.push(toTransfer(move, direction, chain, baseUrl))
  }
  const counterpart = moves.find((move) => move.from === feePayer)?.to ?? moves[0]?.to ?? ''
  return {
    id: `${chain.caip2}:${signature}`,
    metadata: {
      operationType: operationType(feePayer === account, directions),
      hash: signature,
      minedAt: new Date((tx.blockTime ?? 0) * 1000).toISOString(),
      sentFrom: feePayer,
      sentTo: counterpart,
      status: failed ? 'failed' : 'confirmed',
      nonce: 0,
      chain: chain.caip2,
    },
    transfers,
  }
}

function directionOf(move: SolanaMove, account: string): TransactionDirection | undefined {
  if (move.from === account && move.to === account) return 'self'
  if (move.from === account) return 'out'
  if (move.to === account) return 'in'
  return undefined
}

function toTransfer(
  move: SolanaMove,
  direction: TransactionDirection,
  chain: SolanaServedChain,
  baseUrl: string,
): TransactionTransfer {
  if (move.mint === undefined) {
    const numeric = formatUnits(move.amount, chain.native.decimals)
    return {
      direction,
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
  const known = chain.tokens.find((token) => token.mint === move.mint)
  const numeric = formatUnits(move.amount, known?.decimals ?? move.decimals ?? 0)
  const symbol = known?.symbol ?? move.mint.slice(0, 4)
  return {
    direction,
    quantity: { numeric },
    ...(known ? { value: usdValue(numeric, known.price), price: known.price } : {}),
    fungible_info: {
      name: known?.name ?? move.mint,
      symbol,
      icon: { url: tokenIconUrl(baseUrl, symbol) },
    },
  }
}

function operationType(
  sentByAccount: boolean,
  moves: readonly { direction: TransactionDirection; mint: boolean }[],
): Transaction['metadata']['operationType'] {
  if (moves.some((move) => move.mint && move.direction === 'in')) return 'mint'
  const incoming = moves.some((move) => move.direction === 'in')
  const outgoing = moves.some((move) => move.direction === 'out')
  if (incoming && outgoing) return 'trade'
  if (outgoing) return 'send'
  if (incoming) return 'receive'
  if (moves.length > 0) return 'send'
  return sentByAccount ? 'execute' : 'receive'
}
