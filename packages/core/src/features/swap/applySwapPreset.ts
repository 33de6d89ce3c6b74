import type { SwapState } from './swapState.js'

/** AppKit's swap arguments: the symbols of the tokens and the amount to sell. */
export type SwapPreset = { fromToken?: string; toToken?: string; amount?: string }

/**
 * Reads `open({ view: 'Swap', arguments })`'s values (untrusted: only strings are taken); unknown
 * keys and values of another type are ignored.
 */
export function readSwapPreset(value: unknown): SwapPreset | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const record = value as Record<string, unknown>
  const text = (key: string) => {
    const field = record[key]
    return typeof field === 'string' && field.length <= 80 ? field : undefined
  }
  const preset: SwapPreset = {}
  const fromToken = text('fromToken')
  const toToken = text('toToken')
  const amount = text('amount')
  if (fromToken !== undefined) preset.fromToken = fromToken
  if (toToken !== undefined) preset.toToken = toToken
  if (amount !== undefined) preset.amount = amount
  return Object.keys(preset).length > 0 ? preset : undefined
}

/** Applies a preset to the swap once its tokens are in: tokens by symbol (case-insensitive). */
export function applySwapPreset(state: SwapState, preset: SwapPreset): void {
  const bySymbol = (symbol: string | undefined) =>
    symbol === undefined
      ? undefined
      : state.tokens.list.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())
  const from = bySymbol(preset.fromToken)
  const to = bySymbol(preset.toToken)
  if (from) state.from = from
  if (to && to.address !== state.from?.address) state.to = to
  if (preset.amount !== undefined) state.amount = preset.amount
  state.presetApplied = true
}
