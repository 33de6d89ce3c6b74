const decimal = /^\d+(?:\.\d+)?$/

/**
 * Formats a decimal balance string with string arithmetic only (never a float): thousands
 * separators, at most 4 decimals (truncated, trailing zeros dropped). A non-zero amount too
 * small to show reads `<0.0001`; anything that is not a plain decimal reads `0`.
 */
export function formatBalance(value: string | undefined, maxDecimals = 4): string {
  if (!value || !decimal.test(value)) return '0'
  const [whole = '0', fraction = ''] = value.split('.')
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (kept) return `${grouped}.${kept}`
  if (/[1-9]/.test(fraction) && /^0+$/.test(whole)) return `<0.${'0'.repeat(maxDecimals - 1)}1`
  return grouped
}
