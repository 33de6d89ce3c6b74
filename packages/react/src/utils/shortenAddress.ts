/**
 * Shortens an address as UI.md's "4…6": four characters after the `0x` prefix (the prefix is
 * kept and not counted), an ellipsis, then the last six: `0xf39F…b92266`. Addresses without a
 * `0x` prefix keep their first four characters. Short strings are returned unchanged.
 */
export function shortenAddress(address: string): string {
  const head = address.startsWith('0x') ? 6 : 4
  if (address.length <= head + 7) return address
  return `${address.slice(0, head)}…${address.slice(-6)}`
}
