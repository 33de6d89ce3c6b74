import { formatBaseUnits as formatUnsigned } from '../send/formatBaseUnits.js'
import { parseTokenAmount, type TokenAmountProblem } from '../send/parseTokenAmount.js'

/** Why a typed amount cannot be swapped. */
export type SwapAmountProblem = 'empty' | 'format' | 'precision'

export type ReadSwapAmountResult =
  | { ok: true; value: bigint; normalized: string }
  | { ok: false; problem: SwapAmountProblem }

/** The send feature's reading of a typed amount, in the Swap view's terms. */
const problems: Record<TokenAmountProblem, SwapAmountProblem> = {
  empty: 'empty',
  invalid: 'format',
  tooLarge: 'format',
  tooManyDecimals: 'precision',
}

/**
 * Reads an amount typed in the Swap view as base units of a token with `decimals` decimals
 * (SECURITY B05), with the Send view's parser (`parseTokenAmount`): only ASCII digits and one dot,
 * never a float. `.5` and `0.50` read as `0.5`; `1,5`, `1e-7`, `0x10`, `-1`, `NaN`, `Infinity`,
 * `٣` and amounts past a uint256 are refused as `format`, more decimals than the token has as
 * `precision`; nothing, or a lone dot, is `empty`.
 */
export function readSwapAmount({
  text,
  decimals,
}: {
  text: string
  decimals: number
}): ReadSwapAmountResult {
  if (text.trim() === '.') return { ok: false, problem: 'empty' }
  const parsed = parseTokenAmount({ text, decimals })
  return parsed.ok
    ? { ok: true, value: parsed.value, normalized: parsed.text }
    : { ok: false, problem: problems[parsed.problem] }
}

/** Base units as an exact decimal string without trailing zeros: `1500000` at 6 decimals is `1.5`. */
export function formatBaseUnits({ value, decimals }: { value: bigint; decimals: number }): string {
  return value < 0n
    ? `-${formatUnsigned({ value: -value, decimals })}`
    : formatUnsigned({ value, decimals })
}
