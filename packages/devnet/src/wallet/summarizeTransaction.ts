import { formatEther } from 'viem'
import type { TransactionRequest } from './parseTransactionRequest.js'
import { shortenAddress } from './shortenAddress.js'

/** "Send 0.01 ETH to 0x12…ab", the line a user approves. */
export function summarizeTransaction(tx: TransactionRequest, symbol: string): string {
  if (tx.to === undefined) return `Deploy a contract (${formatEther(tx.value)} ${symbol})`
  const withData = tx.data !== undefined && tx.data !== '0x' ? ' with data' : ''
  return `Send ${formatEther(tx.value)} ${symbol} to ${shortenAddress(tx.to)}${withData}`
}
