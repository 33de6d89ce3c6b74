import type { SwapToken, TokenBalance } from '@kit/blockchain-api'

/** The `0xeeee…eeee` placeholder the convert API gives the native currency. */
export const nativeSwapTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A token the Swap view offers: the API's swappable token with the account's holding of it. */
export type SwapTokenOption = {
  /** CAIP-10 address (the native currency's is `<chain>:0xeeee…eeee`). */
  address: string
  symbol: string
  name: string
  decimals: number
  logoUri: string
  native: boolean
  /** The account's balance as a decimal string, when it holds some. */
  balance: string | undefined
  /** USD price of one token, when known. */
  price: number | undefined
}

/** Whether a CAIP-10 address is the native currency's placeholder. */
export function isNativeSwapAddress(address: string): boolean {
  return address.toLowerCase().endsWith(`:${nativeSwapTokenAddress}`)
}

/** Whether a holding is the token at CAIP-10 `address` (native: the holding without address). */
function holds(balance: TokenBalance, address: string): boolean {
  if (isNativeSwapAddress(address)) return balance.address === undefined
  return balance.address?.toLowerCase() === address.toLowerCase()
}

/**
 * The swappable tokens with the account's balances and prices, those held first (largest USD
 * value first), then the rest by symbol. `nativeBalance` is the account's native balance when the
 * portfolio does not list it.
 */
export function listSwapTokenOptions({
  tokens,
  balances,
  nativeBalance,
}: {
  tokens: readonly SwapToken[]
  balances: readonly TokenBalance[]
  nativeBalance?: string | undefined
}): SwapTokenOption[] {
  const options = tokens.map((token): SwapTokenOption & { value: number } => {
    const native = isNativeSwapAddress(token.address)
    const held = balances.find((balance) => holds(balance, token.address))
    const balance = held?.quantity.numeric ?? (native ? nativeBalance : undefined)
    return {
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      logoUri: token.logoUri,
      native,
      balance: balance !== undefined && /[1-9]/.test(balance) ? balance : undefined,
      price: held && Number.isFinite(held.price) && held.price > 0 ? held.price : undefined,
      value: held && Number.isFinite(held.value) ? held.value : 0,
    }
  })
  options.sort((a, b) => {
    const heldA = a.balance !== undefined
    const heldB = b.balance !== undefined
    if (heldA !== heldB) return heldA ? -1 : 1
    if (heldA && a.value !== b.value) return b.value - a.value
    return a.symbol.localeCompare(b.symbol)
  })
  return options.map(({ value: _value, ...option }) => option)
}

/** The options whose symbol or name contains `query` (case-insensitive), or all for an empty one. */
export function searchSwapTokens(
  options: readonly SwapTokenOption[],
  query: string,
): SwapTokenOption[] {
  const wanted = query.trim().toLowerCase()
  if (!wanted) return [...options]
  return options.filter(
    (option) =>
      option.symbol.toLowerCase().includes(wanted) ||
      option.name.toLowerCase().includes(wanted) ||
      option.address.toLowerCase().endsWith(wanted),
  )
}
