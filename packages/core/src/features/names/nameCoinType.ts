import { InvalidChainIdError } from '../../errors/caip.js'

export type NameCoinTypeParameters = { chainId: number | string }

/**
 * SPEC §9: the coin type a name's address is registered under, the EVM chain id ORed with
 * 2^31 (ENSIP-11). JavaScript's `|` works on signed 32-bit integers, so the result is read back
 * unsigned; a chain id that does not fit in 31 bits has no coin type.
 */
export function nameCoinType({ chainId }: NameCoinTypeParameters): number {
  const id =
    typeof chainId === 'string' && /^[1-9]\d{0,9}$/.test(chainId) ? Number(chainId) : chainId
  if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id >= 0x80000000) {
    throw new InvalidChainIdError(chainId)
  }
  return (id | 0x80000000) >>> 0
}
