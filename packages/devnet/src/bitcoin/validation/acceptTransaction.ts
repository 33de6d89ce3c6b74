import { BitcoinTransactionRejectedError } from '../../errors/bitcoin.js'
import { addToMempool, type ChainState, findSpendableOutput } from '../chain/chainState.js'
import { outpointKey, type TxOutput } from '../types.js'
import { parseRawTransaction } from './parseRawTransaction.js'
import { checkFee, checkTransactionAlone } from './transactionRules.js'
import { verifyInputSignatures } from './verifyInputSignatures.js'

/**
 * Bitcoin Core's `sendrawtransaction` over the local chain: decodes the raw transaction, applies
 * the rules in Core's order (the transaction alone, mempool conflicts, missing inputs, amounts
 * and fee, then every input's signature) and puts it in the mempool. Returns the txid; a
 * transaction already in the mempool is accepted again as Core does.
 * @throws {BitcoinTransactionRejectedError} with Core's reject reason and RPC code.
 */
export function acceptTransaction(state: ChainState, hex: string): string {
  const tx = parseRawTransaction(hex)
  if (state.mempool.has(tx.txid)) return tx.txid
  if (state.txs.has(tx.txid)) {
    throw new BitcoinTransactionRejectedError({
      code: -27,
      reason: 'Transaction outputs already in utxo set',
    })
  }
  checkTransactionAlone(tx)
  for (const input of tx.inputs) {
    if (state.mempoolSpends.has(outpointKey(input.txid, input.vout))) {
      throw new BitcoinTransactionRejectedError({ code: -26, reason: 'txn-mempool-conflict' })
    }
  }
  const prevouts: TxOutput[] = []
  for (const input of tx.inputs) {
    const output = findSpendableOutput(state, input.txid, input.vout)
    if (!output) {
      throw new BitcoinTransactionRejectedError({
        code: -25,
        reason: 'bad-txns-inputs-missingorspent',
      })
    }
    prevouts.push(output)
  }
  const fee = checkFee(tx, prevouts)
  verifyInputSignatures(tx, prevouts)
  addToMempool(state, { tx, prevouts, fee, placement: { confirmed: false } })
  return tx.txid
}
