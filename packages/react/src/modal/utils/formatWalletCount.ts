/** The catalogue size as the All Wallets row shows it: `7`, `40+`, `1,000+` (rounded down). */
export function formatWalletCount(count: number): string | undefined {
  if (!Number.isFinite(count) || count <= 0) return undefined
  const whole = Math.floor(count)
  if (whole < 10) return String(whole)
  return `${(Math.floor(whole / 10) * 10).toLocaleString('en-US')}+`
}
