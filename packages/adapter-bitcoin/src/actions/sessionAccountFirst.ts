import type { RawWalletAccount } from '../types/walletClient.js'

/** The session's address first (it stays the connected one), then the wallet's other accounts. */
export function sessionAccountFirst({
  listed,
  address,
}: {
  listed: readonly RawWalletAccount[]
  address: string
}): RawWalletAccount[] {
  const own = listed.filter((entry) => entry.address === address)
  return [
    ...(own.length > 0 ? own : [{ address, purpose: 'payment' }]),
    ...listed.filter((entry) => entry.address !== address),
  ]
}
