/** A segwit or taproot address's human-readable part and version: `bc1q`, `tb1p`, `bcrt1q`. */
const bech32Prefix = /^(?:bc|tb|bcrt)1[02-9ac-hj-np-z]/i

/**
 * Shortens an address as UI.md's "4…6": four characters after the `0x` prefix (the prefix is
 * kept and not counted), an ellipsis, then the last six: `0xf39F…b92266`. A Bitcoin segwit or
 * taproot address keeps its prefix and version the same way (`bc1qar0s…wf5mdq`); others, such as
 * Solana's, keep their first four characters. Short strings are returned unchanged.
 */
export function shortenAddress(address: string): string {
  const prefix = address.startsWith('0x') ? 2 : (bech32Prefix.exec(address)?.[0].length ?? 0)
  const head = prefix + 4
  if (address.length <= head + 7) return address
  return `${address.slice(0, head)}…${address.slice(-6)}`
}
