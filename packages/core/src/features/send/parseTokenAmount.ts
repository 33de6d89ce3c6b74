/** Why a typed amount was refused. */
export type TokenAmountProblem = 'empty' | 'invalid' | 'tooManyDecimals' | 'tooLarge'

export type ParsedTokenAmount =
  | {
      ok: true
      /** In the token's smallest unit. */
      value: bigint
      /** The amount as a plain decimal: no leading zeros, no trailing fraction zeros (`.50` → `0.5`). */
      text: string
    }
  | { ok: false; problem: TokenAmountProblem }

export type ParseTokenAmountParameters = {
  /** What the visitor typed. */
  text: string
  /** The token's decimals (0 to 77). */
  decimals: number
}

/** An amount never needs more characters than a uint256 with a point and 77 decimals. */
const maxLength = 160
const maxUint256 = 2n ** 256n - 1n
// ASCII digits only: `٣`, `1,5`, `1e-7`, `0x10`, `-1`, `NaN` and `Infinity` never match.
const decimalPattern = /^(\d*)(?:\.(\d*))?$/

/**
 * An amount typed as text (SECURITY B05), read exactly, never through a float: ASCII digits with
 * at most one `.` as the decimal point (`.5`, `0.50` and `5.` are fine), surrounding spaces
 * ignored. A comma, an exponent, a sign, hex, other scripts' digits, more decimals than the token
 * has, or a value beyond 2^256-1 are refused, as is a text with no digit.
 */
export function parseTokenAmount({
  text,
  decimals,
}: ParseTokenAmountParameters): ParsedTokenAmount {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: false, problem: 'empty' }
  if (trimmed.length > maxLength) return { ok: false, problem: 'invalid' }
  const match = decimalPattern.exec(trimmed)
  if (!match) return { ok: false, problem: 'invalid' }
  const whole = match[1] ?? ''
  const fraction = (match[2] ?? '').replace(/0+$/, '')
  if (whole === '' && (match[2] ?? '') === '') return { ok: false, problem: 'invalid' }
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77)
    return { ok: false, problem: 'invalid' }
  if (fraction.length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  const value = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0')}`)
  if (value > maxUint256) return { ok: false, problem: 'tooLarge' }
  const normalizedWhole = whole.replace(/^0+(?=\d)/, '') || '0'
  return { ok: true, value, text: fraction ? `${normalizedWhole}.${fraction}` : normalizedWhole }
}
