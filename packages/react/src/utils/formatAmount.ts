const decimal = /^\d+(?:\.\d+)?$/
const suffixes = ['', 'K', 'M', 'B', 'T'] as const

/** `1234567` as `1,234,567`; the whole part only, leading zeros dropped. */
function groupThousands(whole: string): string {
  return whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
}

/** A decimal with at most `maxDecimals` (truncated, trailing zeros dropped); `<0.0001` for dust. */
function withDecimals(whole: string, fraction: string, maxDecimals: number): string {
  const grouped = groupThousands(whole)
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (kept) return `${grouped}.${kept}`
  if (/[1-9]/.test(fraction) && /^0+$/.test(whole)) return `<0.${'0'.repeat(maxDecimals - 1)}1`
  return grouped
}

/**
 * The one way an amount (a decimal string) is drawn anywhere on screen: the account button, the
 * Account header, the token list and the activity list. String arithmetic only, so it never reads
 * `1e+21`: up to 4 decimals under 1,000, 2 up to a million, then `1.23M`, `4.5B`, `12T`; beyond
 * that (an uint256-sized balance) `>999T`. Anything that is not a plain decimal reads `0`.
 */
export function formatAmount(numeric: string | null | undefined): string {
  if (typeof numeric !== 'string' || !decimal.test(numeric)) return '0'
  const [rawWhole = '0', fraction = ''] = numeric.split('.')
  const whole = rawWhole.replace(/^0+(?=\d)/, '')
  if (whole.length <= 3) return withDecimals(whole, fraction, 4)
  if (whole.length <= 6) return withDecimals(whole, fraction, 2)
  const tier = Math.floor((whole.length - 1) / 3)
  const suffix = suffixes[tier]
  if (!suffix) return '>999T'
  const cut = whole.length - tier * 3
  const decimals = whole.slice(cut, cut + 2).replace(/0+$/, '')
  return `${whole.slice(0, cut)}${decimals ? `.${decimals}` : ''}${suffix}`
}
