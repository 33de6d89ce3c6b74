/**
 * Formats a decimal string for display without floats: thousands separators and at most
 * `maxDecimals` decimals (truncated, trailing zeros dropped). Invalid input gives '0'.
 */
export function formatBalance(value: string | undefined, maxDecimals = 4): string {
  if (!value || !/^\d+(\.\d+)?$/.test(value)) return '0'
  const [whole = '0', fraction = ''] = value.split('.')
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const kept = fraction.slice(0, maxDecimals).replace(/0+$/, '')
  if (kept) return `${grouped}.${kept}`
  // A dust amount is not zero: say so rather than print 0.
  if (/[1-9]/.test(fraction) && whole.replace(/0/g, '') === '')
    return `<0.${'0'.repeat(maxDecimals - 1)}1`
  return grouped
}
