import { accountEncodings, encodeAccount } from '../encodeAccount.js'
import { invalidParams, readAddress, readConfig, readEncoding, readFlag } from '../params.js'
import { mintDecimals, type RpcContext, type RpcMethod, withContext } from '../RpcContext.js'
import { matchesFilters, readAccountFilters } from '../readAccountFilters.js'

/** Lamports and account data. */
export const accountMethods: Record<string, RpcMethod> = {
  getBalance: (params, context) => {
    const address = readAddress(params, 0)
    readConfig(params, 1)
    return withContext(context, context.ledger.account(address)?.lamports ?? 0)
  },
  getAccountInfo: (params, context) => {
    const address = readAddress(params, 0)
    const encoding = readEncoding(readConfig(params, 1), accountEncodings, 'base58')
    return withContext(context, accountJson(context, address, encoding))
  },
  getProgramAccounts: (params, context) => {
    const programId = readAddress(params, 0)
    const config = readConfig(params, 1)
    const encoding = readEncoding(config, accountEncodings, 'base58')
    const filters = readAccountFilters(config.filters)
    const found = context.ledger
      .programAccounts(programId)
      .filter(({ account }) => matchesFilters(account.data, filters))
      .map(({ address, account }) => {
        if (encoding === 'base58' && account.data.length > 128) throw base58TooLarge()
        return {
          account: encodeAccount(account, encoding, (mint) => mintDecimals(context, mint)),
          pubkey: address,
        }
      })
    return readFlag(config, 'withContext') === true ? withContext(context, found) : found
  },
  getMultipleAccounts: (params, context) => {
    const addresses = params[0]
    if (!Array.isArray(addresses))
      throw invalidParams('Invalid params: expected an array of addresses')
    if (addresses.length > 100) throw invalidParams('Too many inputs provided; max 100')
    const encoding = readEncoding(readConfig(params, 1), accountEncodings, 'base58')
    return withContext(
      context,
      addresses.map((_, index) => accountJson(context, readAddress(addresses, index), encoding)),
    )
  },
}

/** An account in `encoding`, or null when it does not exist. */
export function accountJson(
  context: RpcContext,
  address: string,
  encoding: (typeof accountEncodings)[number],
) {
  const account = context.ledger.account(address)
  if (!account) return null
  if (encoding === 'base58' && account.data.length > 128) throw base58TooLarge()
  return encodeAccount(account, encoding, (mint) => mintDecimals(context, mint))
}

function base58TooLarge() {
  return invalidParams(
    'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
  )
}
