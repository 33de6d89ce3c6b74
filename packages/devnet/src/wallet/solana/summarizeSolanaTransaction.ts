import { formatUnits } from 'viem'
import {
  systemProgramId,
  token2022ProgramId,
  tokenProgramId,
} from '../../solana/solanaProgramIds.js'
import { shortenAddress } from '../shortenAddress.js'
import type { ParsedSolanaTransaction } from './parseSolanaTransaction.js'

/**
 * What the panel shows of a transaction: the fee payer and each SOL transfer (SystemProgram
 * Transfer) or token transfer (Transfer / TransferChecked); other instructions by program.
 */
export function summarizeSolanaTransaction(transaction: ParsedSolanaTransaction): string {
  const { accountKeys, instructions } = transaction
  const key = (index: number | undefined) =>
    index === undefined ? '?' : (accountKeys[index] ?? `lookup #${index - accountKeys.length}`)
  const lines = [
    `Fee payer ${shortenAddress(key(0))}`,
    `${transaction.version === 'legacy' ? 'Legacy' : 'v0'} transaction, ${instructions.length} instruction(s)`,
  ]
  for (const { programIdIndex, accountIndexes, data } of instructions) {
    const program = key(programIdIndex)
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    const to = (position: number) => shortenAddress(key(accountIndexes[position]))
    if (program === systemProgramId && data.length === 12 && view.getUint32(0, true) === 2) {
      lines.push(`Transfer ${formatUnits(view.getBigUint64(4, true), 9)} SOL to ${to(1)}`)
    } else if (program === tokenProgramId || program === token2022ProgramId) {
      if (data.length === 10 && data[0] === 12) {
        const amount = formatUnits(view.getBigUint64(1, true), data[9] as number)
        lines.push(`Transfer ${amount} of token ${to(1)} to ${to(2)}`)
      } else if (data.length === 9 && data[0] === 3) {
        lines.push(`Transfer ${view.getBigUint64(1, true)} token base units to ${to(1)}`)
      } else lines.push(`Token program instruction ${data[0] ?? '?'}`)
    } else lines.push(`Call ${shortenAddress(program)}`)
  }
  return lines.join('\n')
}
