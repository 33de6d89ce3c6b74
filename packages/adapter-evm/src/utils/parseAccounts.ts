import { InvalidAccountsError } from '../errors/wallet.js'
import { checksumAddress } from './checksumAddress.js'
import { isAddress } from './isAddress.js'

/** Reads a wallet's accounts list into checksummed addresses; anything malformed is refused. */
export function parseAccounts(value: unknown): `0x${string}`[] {
  if (!Array.isArray(value))
    throw new InvalidAccountsError({ details: 'Expected a list of addresses' })
  return value.map((account) => {
    if (!isAddress(account))
      throw new InvalidAccountsError({ details: 'The list holds a malformed address' })
    return checksumAddress(account)
  })
}
