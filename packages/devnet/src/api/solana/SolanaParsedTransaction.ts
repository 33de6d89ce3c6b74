/** A parsed instruction of `getTransaction(…, { encoding: 'jsonParsed' })`, or a raw one. */
export type SolanaParsedInstruction = {
  program?: string
  parsed?: { type: string; info: Record<string, unknown> }
}

/** A token balance of `meta.pre/postTokenBalances`. */
export type SolanaTokenBalance = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}

/** The fields of a `jsonParsed` transaction the history reads. */
export type SolanaParsedTransaction = {
  slot: number
  blockTime: number | null
  meta: {
    err: unknown
    fee: number
    preTokenBalances?: SolanaTokenBalance[] | null
    postTokenBalances?: SolanaTokenBalance[] | null
    innerInstructions?: { index: number; instructions: SolanaParsedInstruction[] }[] | null
  } | null
  transaction: {
    signatures: string[]
    message: {
      accountKeys: { pubkey: string; signer: boolean }[]
      instructions: SolanaParsedInstruction[]
    }
  }
}
