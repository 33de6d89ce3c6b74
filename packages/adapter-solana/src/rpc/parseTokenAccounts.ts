import { InvalidRpcResponseError } from '../errors/rpc.js'
import { readContextValue, readObject } from './readFields.js'

export type TokenHoldings = {
  /** Base units over every account of the owner for the mint. */
  amount: bigint
  /** The mint's decimals as the accounts report them; `undefined` with no account. */
  decimals: number | undefined
}

const amountPattern = /^\d{1,20}$/
const maxU64 = 2n ** 64n - 1n

/**
 * `getTokenAccountsByOwner` (`{ mint }`, jsonParsed): sums each account's `tokenAmount.amount`
 * exactly. Accounts of another mint or owner, or with differing decimals, are refused.
 */
export function parseTokenAccounts(
  result: unknown,
  { owner, mint }: { owner: string; mint: string },
): TokenHoldings {
  const value = readContextValue(result, 'getTokenAccountsByOwner')
  if (!Array.isArray(value))
    throw new InvalidRpcResponseError({ details: 'getTokenAccountsByOwner.value is not a list' })
  let amount = 0n
  let decimals: number | undefined
  for (const [index, item] of value.entries()) {
    const where = `getTokenAccountsByOwner.value[${index}]`
    const account = readObject(readObject(item, where).account, `${where}.account`)
    const data = readObject(account.data, `${where}.account.data`)
    const parsed = readObject(data.parsed, `${where}.account.data.parsed`)
    const info = readObject(parsed.info, `${where}...info`)
    if (info.mint !== mint || info.owner !== owner)
      throw new InvalidRpcResponseError({ details: `${where} is of another mint or owner` })
    const tokenAmount = readObject(info.tokenAmount, `${where}...tokenAmount`)
    const { amount: raw, decimals: places } = tokenAmount
    if (typeof raw !== 'string' || !amountPattern.test(raw) || BigInt(raw) > maxU64)
      throw new InvalidRpcResponseError({ details: `${where} amount is not a u64 string` })
    if (typeof places !== 'number' || !Number.isInteger(places) || places < 0 || places > 255)
      throw new InvalidRpcResponseError({ details: `${where} decimals are not a u8` })
    if (decimals !== undefined && decimals !== places)
      throw new InvalidRpcResponseError({ details: 'The accounts disagree on decimals' })
    decimals = places
    amount += BigInt(raw)
  }
  return { amount, decimals }
}
