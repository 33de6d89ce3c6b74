/** `10` → `'0xa'`, the form EIP-1193 uses for chain ids. */
export function toHexChainId(chainId: number): `0x${string}` {
  return `0x${chainId.toString(16)}`
}
