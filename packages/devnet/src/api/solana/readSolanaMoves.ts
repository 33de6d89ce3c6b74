import type { SolanaParsedInstruction, SolanaParsedTransaction } from './SolanaParsedTransaction.js'

/** One SOL or SPL token movement of a transaction, between owners (wallet addresses). */
export type SolanaMove = {
  /** Undefined for SOL. */
  readonly mint: string | undefined
  /** Undefined for a mint (`mintTo`). */
  readonly from: string | undefined
  readonly to: string
  /** Lamports or token base units. */
  readonly amount: bigint
  /** Known from the instruction or the token balances; undefined for SOL. */
  readonly decimals: number | undefined
}

type TokenAccountInfo = { owner: string | undefined; mint: string; decimals: number | undefined }

/**
 * The system transfers and SPL token transfers and mints of a landed transaction, top-level and
 * inner instructions in execution order. Token accounts are resolved to their owners through the
 * token balances and the associated-token-account instructions.
 */
export function readSolanaMoves(tx: SolanaParsedTransaction): SolanaMove[] {
  const { accountKeys, instructions } = tx.transaction.message
  const tokenAccounts = new Map<string, TokenAccountInfo>()
  for (const balance of [
    ...(tx.meta?.preTokenBalances ?? []),
    ...(tx.meta?.postTokenBalances ?? []),
  ]) {
    const pubkey = accountKeys[balance.accountIndex]?.pubkey
    if (pubkey === undefined) continue
    tokenAccounts.set(pubkey, {
      owner: balance.owner,
      mint: balance.mint,
      decimals: balance.uiTokenAmount.decimals,
    })
  }
  const inner = new Map(
    (tx.meta?.innerInstructions ?? []).map((set) => [set.index, set.instructions]),
  )
  const ordered = instructions.flatMap((instruction, index) => [
    instruction,
    ...(inner.get(index) ?? []),
  ])
  for (const { program, parsed } of ordered) {
    if (program !== 'spl-associated-token-account' || !parsed) continue
    const { account, wallet, mint } = parsed.info
    if (typeof account !== 'string' || typeof wallet !== 'string' || typeof mint !== 'string')
      continue
    const known = tokenAccounts.get(account)
    tokenAccounts.set(account, { owner: wallet, mint, decimals: known?.decimals })
  }
  return ordered.flatMap((instruction) => toMove(instruction, tokenAccounts))
}

function toMove(
  { program, parsed }: SolanaParsedInstruction,
  tokenAccounts: ReadonlyMap<string, TokenAccountInfo>,
): SolanaMove[] {
  if (!parsed) return []
  const info = parsed.info
  const text = (key: string) => (typeof info[key] === 'string' ? (info[key] as string) : undefined)
  if (program === 'system' && parsed.type === 'transfer') {
    const from = text('source')
    const to = text('destination')
    const lamports = info.lamports
    if (!from || !to || typeof lamports !== 'number') return []
    return [{ mint: undefined, from, to, amount: BigInt(lamports), decimals: undefined }]
  }
  if (program !== 'spl-token') return []
  const tokenAmount = info.tokenAmount as { amount?: unknown; decimals?: unknown } | undefined
  const amountText =
    text('amount') ?? (typeof tokenAmount?.amount === 'string' ? tokenAmount.amount : undefined)
  if (amountText === undefined || !/^\d{1,30}$/.test(amountText)) return []
  const amount = BigInt(amountText)
  const checkedDecimals =
    typeof tokenAmount?.decimals === 'number' ? tokenAmount.decimals : undefined
  if (parsed.type === 'transfer' || parsed.type === 'transferChecked') {
    const source = tokenAccounts.get(text('source') ?? '')
    const destination = tokenAccounts.get(text('destination') ?? '')
    const mint = text('mint') ?? source?.mint ?? destination?.mint
    if (!source?.owner || !destination?.owner || !mint) return []
    const decimals = checkedDecimals ?? source.decimals ?? destination.decimals
    return [{ mint, from: source.owner, to: destination.owner, amount, decimals }]
  }
  if (parsed.type === 'mintTo' || parsed.type === 'mintToChecked') {
    const destination = tokenAccounts.get(text('account') ?? '')
    const mint = text('mint') ?? destination?.mint
    if (!destination?.owner || !mint) return []
    const decimals = checkedDecimals ?? destination.decimals
    return [{ mint, from: undefined, to: destination.owner, amount, decimals }]
  }
  return []
}
