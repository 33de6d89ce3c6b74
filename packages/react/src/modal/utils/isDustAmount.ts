const decimal = /^\d+(?:\.\d+)?$/

/**
 * Whether a transferred amount (decimal string) is zero or dust, under 0.000001 of the unit:
 * the shape of an address-poisoning transfer (S23). Anything unreadable counts as dust.
 */
export function isDustAmount(numeric: string | null | undefined): boolean {
  if (typeof numeric !== 'string' || !decimal.test(numeric)) return true
  const [whole = '', fraction = ''] = numeric.split('.')
  return /^0+$/.test(whole) && /^0*$/.test(fraction.slice(0, 6))
}
