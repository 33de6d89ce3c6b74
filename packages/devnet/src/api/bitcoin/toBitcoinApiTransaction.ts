import type { Transaction, TransactionDirection } from '@kit/blockchain-api'
import { formatUnits } from 'viem'
import { tokenIconUrl } from '../tokens/tokenIconUrl.js'
import { usdValue } from '../tokens/usdValue.js'
import type { BitcoinServedChain } from './BitcoinServedChain.js'
import type { EsploraTransaction } from './EsploraTransaction.js'

export type ToBitcoinApiTransactionParameters = {
  tx: EsploraTransaction
  /** The account whose history this is, as the node writes it. */
  account: string
  chain: BitcoinServedChain
  baseUrl: string
  /** The time shown for a transaction still in the mempool (ms since the epoch). */
  now: number
}

/**
 * One Bitcoin history entry as the blockchain API sends it, seen from `account`. A transaction
 * that spends the account's outputs sends what its outputs pay to others (change and fee are not
 * transfers; paying only itself is `self`); any other pays the account what its outputs do.
 * Mempool transactions are `pending`; `nonce` is 0 (Bitcoin has none).
 */
export function toBitcoinApiTransaction({
  tx,
  account,
  chain,
  baseUrl,
  now,
}: ToBitcoinApiTransactionParameters): Transaction {
  const sum = (outputs: readonly { value: number }[]) =>
    outputs.reduce((total, output) => total + BigInt(output.value), 0n)
  const prevouts = tx.vin.flatMap((input) => (input.prevout ? [input.prevout] : []))
  const spent = sum(prevouts.filter((output) => output.scriptpubkey_address === account))
  const toAccount = tx.vout.filter((output) => output.scriptpubkey_address === account)
  const toOthers = tx.vout.filter(
    (output) => output.scriptpubkey_address !== account && output.value > 0,
  )
  const sending = spent > 0n
  let move: { direction: TransactionDirection; sats: bigint } | undefined
  if (sending) {
    move =
      toOthers.length > 0
        ? { direction: 'out', sats: sum(toOthers) }
        : { direction: 'self', sats: sum(toAccount) }
  } else if (toAccount.length > 0) move = { direction: 'in', sats: sum(toAccount) }

  const numeric = move ? formatUnits(move.sats, chain.native.decimals) : '0'
  const sender = sending ? account : (prevouts[0]?.scriptpubkey_address ?? '')
  const recipient = sending ? (toOthers[0]?.scriptpubkey_address ?? account) : account
  const seconds = tx.status.confirmed ? tx.status.block_time : undefined
  return {
    id: `${chain.caip2}:${tx.txid}`,
    metadata: {
      operationType: move?.direction === 'in' ? 'receive' : sending ? 'send' : 'receive',
      hash: tx.txid,
      minedAt: new Date(seconds === undefined ? now : seconds * 1000).toISOString(),
      sentFrom: sender,
      sentTo: recipient,
      status: tx.status.confirmed ? 'confirmed' : 'pending',
      nonce: 0,
      chain: chain.caip2,
    },
    transfers: move
      ? [
          {
            direction: move.direction,
            quantity: { numeric },
            value: usdValue(numeric, chain.native.price),
            price: chain.native.price,
            fungible_info: {
              name: chain.native.name,
              symbol: chain.native.symbol,
              icon: { url: tokenIconUrl(baseUrl, chain.native.symbol) },
            },
          },
        ]
      : [],
  }
}
