/** Shortens an address as UI.md asks: the first 4 characters after `0x`, an ellipsis, the last 6. */
export function formatAddress(address: string): string {
  const prefix = address.startsWith('0x') ? 6 : 4
  if (address.length <= prefix + 7) return address
  return `${address.slice(0, prefix)}…${address.slice(-6)}`
}
