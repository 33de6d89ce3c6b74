import type { TransactionErrorJson } from './describeTransactionError.js'
import type { UiTokenAmount } from './formatTokenAmount.js'

/** A token balance of one account of a transaction, as `meta.pre/postTokenBalances` list it. */
export type TokenBalance = {
  accountIndex: number
  mint: string
  owner: string
  programId: string
  uiTokenAmount: UiTokenAmount
}

/** An instruction in the RPC's compiled form (`data` in base58). */
export type CompiledInstructionJson = {
  programIdIndex: number
  accounts: number[]
  data: string
  stackHeight: number | null
}

/** What the ledger keeps of each transaction that landed (successful or failed with a fee). */
export type TransactionRecord = {
  signature: string
  slot: number
  /** Unix seconds. */
  blockTime: number
  /** The transaction as sent (wire format). */
  wire: Uint8Array
  version: 'legacy' | 0
  /** The message's static account keys (base58), which the balances follow. */
  accountKeys: string[]
  err: TransactionErrorJson | null
  fee: number
  preBalances: number[]
  postBalances: number[]
  preTokenBalances: TokenBalance[]
  postTokenBalances: TokenBalance[]
  logMessages: string[]
  computeUnitsConsumed: number
  innerInstructions: { index: number; instructions: CompiledInstructionJson[] }[]
}
