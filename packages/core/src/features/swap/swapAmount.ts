/** Why a typed amount cannot be swapped. */
export type SwapAmountProblem = 'empty' | 'format' | 'precision'

export type ReadSwapAmountResult =
  | { ok: true; value: bigint; normalized: string }
  | { ok: false; problem: SwapAmountProblem }

/** ASCII digits with at most one dot: `12`, `12.5`, `.5`, `5.`. Nothing else (SECURITY B05). */
const decimalText = /^(\d*)(?:\.(\d*))?$/

/**
 * Reads an amount typed in the Swap view as base units of a token with `decimals` decimals
 * (SECURITY B05): only ASCII digits and one dot, never a float. `.5` and `0.50` read as `0.5`;
 * `1,5`, `1e-7`, `0x10`, `-1`, `NaN`, `Infinity`, `٣` are refused as `format`, and more decimals
 * than the token has as `precision`.
 */
export function readSwapAmount({
  text,
  decimals,
}: {
  text: string
  decimals: number
}): ReadSwapAmountResult {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed === '.') return { ok: false, problem: 'empty' }
  const match = decimalText.exec(trimmed)
  if (!match) return { ok: false, problem: 'format' }
  const whole = (match[1] ?? '').replace(/^0+(?=\d)/, '') || '0'
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (fraction.length > decimals) return { ok: false, problem: 'precision' }
  const value =
    BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  return { ok: true, value, normalized: fraction ? `${whole}.${fraction}` : whole }
}

/** Base units as an exact decimal string without trailing zeros: `1500000` at 6 decimals is `1.5`. */
export function formatBaseUnits({ value, decimals }: { value: bigint; decimals: number }): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
