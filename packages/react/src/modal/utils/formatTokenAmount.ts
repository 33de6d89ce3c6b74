import { formatBalance } from '../../utils/formatBalance.js'

const decimal = /^\d+(?:\.\d+)?$/
const suffixes = ['', 'K', 'M', 'B', 'T'] as const

/**
 * A token amount (decimal string) in a few characters, with string arithmetic only so it never
 * reads `1e+21`: up to 4 decimals under 1,000, 2 up to a million, then `1.23M`, `4.5B`, `12T`;
 * beyond that (an uint256-sized balance) `>999T`. Anything that is not a plain decimal reads `0`.
 */
export function formatTokenAmount(numeric: string | null | undefined): string {
  if (typeof numeric !== 'string' || !decimal.test(numeric)) return '0'
  const whole = (numeric.split('.')[0] ?? '0').replace(/^0+(?=\d)/, '')
  if (whole.length <= 3) return formatBalance(numeric, 4)
  if (whole.length <= 6) return formatBalance(numeric, 2)
  const tier = Math.floor((whole.length - 1) / 3)
  const suffix = suffixes[tier]
  if (!suffix) return '>999T'
  const cut = whole.length - tier * 3
  const decimals = whole.slice(cut, cut + 2).replace(/0+$/, '')
  return `${whole.slice(0, cut)}${decimals ? `.${decimals}` : ''}${suffix}`
}
