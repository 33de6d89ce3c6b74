import { token2022ProgramId, tokenProgramId } from '../solanaProgramIds.js'
import { formatTokenAmount } from '../svm/formatTokenAmount.js'
import { decodeMint, decodeTokenAccount } from '../svm/tokenAccountLayout.js'

/**
 * The `jsonParsed` form of a token account or mint (`{ program, parsed: { info, type }, space }`,
 * as a validator's account decoder writes it); undefined for other accounts, which stay binary.
 */
export function parseTokenProgramData(
  owner: string,
  data: Uint8Array,
  mintDecimals: (mint: string) => number | undefined,
) {
  const program =
    owner === tokenProgramId ? 'spl-token' : owner === token2022ProgramId ? 'spl-token-2022' : null
  if (!program) return undefined
  const account = decodeTokenAccount(data)
  if (account) {
    const decimals = mintDecimals(account.mint)
    if (decimals === undefined) return undefined
    const info: Record<string, unknown> = {
      isNative: account.isNative !== null,
      mint: account.mint,
      owner: account.owner,
      state: account.state,
      tokenAmount: formatTokenAmount(account.amount, decimals),
    }
    if (account.delegate) {
      info.delegate = account.delegate
      info.delegatedAmount = formatTokenAmount(account.delegatedAmount, decimals)
    }
    if (account.isNative !== null)
      info.rentExemptReserve = formatTokenAmount(account.isNative, decimals)
    if (account.closeAuthority) info.closeAuthority = account.closeAuthority
    return { program, parsed: { info, type: 'account' }, space: data.length }
  }
  const mint = decodeMint(data)
  if (mint)
    return {
      program,
      parsed: {
        info: {
          decimals: mint.decimals,
          freezeAuthority: mint.freezeAuthority,
          isInitialized: mint.isInitialized,
          mintAuthority: mint.mintAuthority,
          supply: mint.supply.toString(),
        },
        type: 'mint',
      },
      space: data.length,
    }
  return undefined
}
