import { token2022ProgramId, tokenProgramId } from '../solanaProgramIds.js'
import { formatTokenAmount } from './formatTokenAmount.js'
import type { LedgerAccount } from './LedgerAccount.js'
import type { TokenBalance } from './TransactionRecord.js'
import { decodeMint, decodeTokenAccount } from './tokenAccountLayout.js'

/** Lamports of each address (0 for an account that does not exist). */
export function readLamports(read: AccountReader, addresses: readonly string[]): number[] {
  return addresses.map((address) => read(address)?.lamports ?? 0)
}

type AccountReader = (address: string) => LedgerAccount | null

/** The token balances among `addresses`, indexed by their position (`meta.*TokenBalances`). */
export function readTokenBalances(
  read: AccountReader,
  addresses: readonly string[],
): TokenBalance[] {
  const balances: TokenBalance[] = []
  addresses.forEach((address, accountIndex) => {
    const account = read(address)
    if (!account) return
    const programId = account.owner
    if (programId !== tokenProgramId && programId !== token2022ProgramId) return
    const token = decodeTokenAccount(account.data)
    if (!token) return
    const mint = read(token.mint)
    const decimals = (mint && decodeMint(mint.data)?.decimals) ?? 0
    balances.push({
      accountIndex,
      mint: token.mint,
      owner: token.owner,
      programId,
      uiTokenAmount: formatTokenAmount(token.amount, decimals),
    })
  })
  return balances
}
