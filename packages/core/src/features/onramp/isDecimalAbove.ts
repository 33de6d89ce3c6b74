const plainDecimal = /^[0-9]{1,80}(?:\.[0-9]{1,80})?$/

/**
 * Whether decimal string `a` is larger than `b`, compared exactly (no floats); a text that is
 * not a plain decimal is never larger, and counts as zero below another.
 */
export function isDecimalAbove(a: string, b: string): boolean {
  if (!plainDecimal.test(a)) return false
  const [aWhole = '0', aFraction = ''] = a.split('.')
  const [bWhole = '0', bFraction = ''] = plainDecimal.test(b) ? b.split('.') : ['0', '']
  const length = Math.max(aFraction.length, bFraction.length)
  return (
    BigInt(aWhole + aFraction.padEnd(length, '0')) > BigInt(bWhole + bFraction.padEnd(length, '0'))
  )
}
