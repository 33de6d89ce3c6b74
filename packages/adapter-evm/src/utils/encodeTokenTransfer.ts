/** `transfer(address,uint256)`'s selector. */
const transferSelector = '0xa9059cbb'

const word = (hex: string) => hex.padStart(64, '0')

/**
 * The call data of an ERC-20 `transfer(to, amount)`; `to` must already be a checked address and
 * `amount` at most 2^256 - 1 (both are, through `sendTransaction`).
 */
export function encodeTokenTransfer({ to, amount }: { to: string; amount: bigint }): `0x${string}` {
  return `${transferSelector}${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}
