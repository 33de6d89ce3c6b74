import type { TokenBalance } from '@kit/blockchain-api'

/**
 * The contract (ERC-20) or mint (SPL) of a balance, from its CAIP-10 `address`
 * (`eip155:1:0xA0b8…` → `0xA0b8…`); undefined for the native currency.
 */
export function tokenAddress(token: Pick<TokenBalance, 'address'>): string | undefined {
  const { address } = token
  if (!address) return undefined
  const parts = address.split(':')
  return parts.length === 3 ? parts[2] : address
}
