import type { Kit } from '../../types/kit.js'
import { formatBaseUnits, readSwapAmount } from './swapAmount.js'
import { estimatedSwapGas } from './swapQuoteMath.js'
import { clearSwapQuote, getSwapState, type SwapSide } from './swapState.js'
import type { SwapTokenOption } from './swapTokens.js'

/** Sets the amount to sell as typed (kept as text; read with `readSwapAmount`). */
export function setSwapAmount(kit: Kit, { amount }: { amount: string }): void {
  const state = getSwapState(kit)
  if (state.amount === amount) return
  state.amount = amount
  if (state.step.status === 'error') state.step = { status: 'idle', failure: undefined }
}

/** Puts `token` on `side`; picking the other side's token swaps the two. */
export function selectSwapToken(
  kit: Kit,
  { side, token }: { side: SwapSide; token: SwapTokenOption },
): void {
  const state = getSwapState(kit)
  const other = side === 'from' ? state.to : state.from
  if (other?.address === token.address) {
    flipSwapTokens(kit)
    return
  }
  if (side === 'from') state.from = token
  else state.to = token
  clearSwapQuote(state)
}

/** Sells what was bought and buys what was sold; the amount stays. */
export function flipSwapTokens(kit: Kit): void {
  const state = getSwapState(kit)
  const { from, to } = state
  state.from = to
  state.to = from
  clearSwapQuote(state)
}

/**
 * The most of the sold token the account can swap, as a decimal string: all of a token; of the
 * native currency, what is left after twice the network fee of a swap (empty when that is nothing).
 */
export function maxSwapAmount(kit: Kit): string | undefined {
  const { from, gasPrice } = getSwapState(kit)
  if (!from?.balance) return undefined
  const read = readSwapAmount({ text: from.balance, decimals: from.decimals })
  if (!read.ok) return undefined
  if (!from.native) return read.normalized
  const reserve = 2n * estimatedSwapGas * (gasPrice ?? 0n)
  const left = read.value - reserve
  return left > 0n ? formatBaseUnits({ value: left, decimals: from.decimals }) : '0'
}
