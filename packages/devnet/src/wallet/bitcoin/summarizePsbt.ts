import { Address, OutScript, type Transaction } from '@scure/btc-signer'
import { formatUnits } from 'viem'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { shortenAddress } from '../shortenAddress.js'

/** What the panel shows of a PSBT: each output (address and BTC), the inputs to sign, the fee. */
export function summarizePsbt(tx: Transaction, signedIndexes: readonly number[]): string {
  const addresses = Address(bitcoinRegtest.network)
  const lines = [`Sign input(s) ${signedIndexes.join(', ')} of ${tx.inputsLength}`]
  let inputTotal: bigint | undefined = 0n
  for (let index = 0; index < tx.inputsLength; index++) {
    const amount = tx.getInput(index).witnessUtxo?.amount
    inputTotal = amount === undefined || inputTotal === undefined ? undefined : inputTotal + amount
  }
  let outputTotal = 0n
  for (let index = 0; index < tx.outputsLength; index++) {
    const { script, amount = 0n } = tx.getOutput(index)
    outputTotal += amount
    let to = 'a script'
    try {
      if (script) to = shortenAddress(addresses.encode(OutScript.decode(script)))
    } catch {
      // An output no address describes (OP_RETURN, bare scripts) stays "a script".
    }
    lines.push(`Pay ${formatUnits(amount, 8)} BTC to ${to}`)
  }
  if (inputTotal !== undefined) lines.push(`Fee ${formatUnits(inputTotal - outputTotal, 8)} BTC`)
  return lines.join('\n')
}
