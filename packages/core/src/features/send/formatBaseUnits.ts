export type FormatBaseUnitsParameters = {
  /** In the token's smallest unit; a negative value reads as 0. */
  value: bigint
  decimals: number
}

/**
 * A smallest-unit amount as a plain decimal string (`1500000n`, 6 decimals → `1.5`), exact, with
 * no trailing fraction zeros: what `parseTokenAmount` reads back to the same value.
 */
export function formatBaseUnits({ value, decimals }: FormatBaseUnitsParameters): string {
  if (value <= 0n) return '0'
  const digits = value.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
