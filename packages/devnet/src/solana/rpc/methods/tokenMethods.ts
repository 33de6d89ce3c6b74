import { isRecord } from '../../../utils/isRecord.js'
import { token2022ProgramId, tokenProgramId } from '../../solanaProgramIds.js'
import { formatTokenAmount } from '../../svm/formatTokenAmount.js'
import { decodeMint, decodeTokenAccount } from '../../svm/tokenAccountLayout.js'
import { accountEncodings, encodeAccount } from '../encodeAccount.js'
import { invalidParams, isAddress, readAddress, readConfig, readEncoding } from '../params.js'
import { mintDecimals, type RpcContext, type RpcMethod, withContext } from '../RpcContext.js'

const tokenPrograms = [tokenProgramId, token2022ProgramId]

/** SPL token accounts and balances. */
export const tokenMethods: Record<string, RpcMethod> = {
  getTokenAccountsByOwner: (params, context) => {
    const owner = readAddress(params, 0)
    const filter = readTokenFilter(context, params[1])
    const encoding = readEncoding(readConfig(params, 2), accountEncodings, 'base58')
    const found = []
    const programs = 'programId' in filter ? [filter.programId] : tokenPrograms
    for (const { address, account } of programs.flatMap(context.ledger.programAccounts)) {
      const token = decodeTokenAccount(account.data)
      if (!token || token.owner !== owner) continue
      if ('mint' in filter && token.mint !== filter.mint) continue
      found.push({
        pubkey: address,
        account: encodeAccount(account, encoding, (mint) => mintDecimals(context, mint)),
      })
    }
    return withContext(context, found)
  },
  getTokenAccountBalance: (params, context) => {
    const address = readAddress(params, 0)
    readConfig(params, 1)
    const account = context.ledger.account(address)
    if (!account) throw invalidParams('Invalid param: could not find account')
    const token = tokenPrograms.includes(account.owner)
      ? decodeTokenAccount(account.data)
      : undefined
    const decimals = token && mintDecimals(context, token.mint)
    if (!token || decimals === undefined) throw invalidParams('Invalid param: not a Token account')
    return withContext(context, formatTokenAmount(token.amount, decimals))
  },
  getTokenSupply: (params, context) => {
    const address = readAddress(params, 0)
    readConfig(params, 1)
    const account = context.ledger.account(address)
    const mint =
      account && tokenPrograms.includes(account.owner) ? decodeMint(account.data) : undefined
    if (!mint) throw invalidParams('Invalid param: not a Token mint')
    return withContext(context, formatTokenAmount(mint.supply, mint.decimals))
  },
}

type TokenFilter = { mint: string } | { programId: string }

function readTokenFilter(context: RpcContext, value: unknown): TokenFilter {
  if (!isRecord(value) || 'mint' in value === 'programId' in value)
    throw invalidParams('Invalid params: expected { mint } or { programId } as the second param')
  if ('mint' in value) {
    if (!isAddress(value.mint)) throw invalidParams('Invalid param: mint is not a base58 address')
    if (mintDecimals(context, value.mint) === undefined)
      throw invalidParams('Invalid param: could not find mint')
    return { mint: value.mint }
  }
  if (typeof value.programId !== 'string' || !tokenPrograms.includes(value.programId))
    throw invalidParams('Invalid param: unrecognized Token program id')
  return { programId: value.programId }
}
