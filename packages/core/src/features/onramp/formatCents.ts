/** A cents amount as the plain decimal the API reads: `1250n` → `'12.50'`. */
export function formatCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : ''
  const value = cents < 0n ? -cents : cents
  return `${sign}${value / 100n}.${(value % 100n).toString().padStart(2, '0')}`
}
