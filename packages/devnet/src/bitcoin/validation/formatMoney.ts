/** Satoshis as Bitcoin Core's `FormatMoney` writes BTC: 8 decimals, trailing zeros trimmed to 2. */
export function formatMoney(satoshis: bigint): string {
  const sign = satoshis < 0n ? '-' : ''
  const absolute = satoshis < 0n ? -satoshis : satoshis
  const fraction = (absolute % 100_000_000n)
    .toString()
    .padStart(8, '0')
    .replace(/0{1,6}$/, '')
  return `${sign}${absolute / 100_000_000n}.${fraction.padEnd(2, '0')}`
}
