import { parseBitcoinAddress } from '../../bitcoin/parseBitcoinAddress.js'
import { ApiRequestError } from '../../errors/api.js'

/** Whether `value` is an address of the local regtest chain. */
export function isBitcoinAddress(value: unknown): value is string {
  try {
    parseBitcoinAddress(value as string)
    return true
  } catch {
    return false
  }
}

/**
 * A regtest address (`bcrt1…`, `m…`/`n…`, `2…`), returned as the node writes it (bech32 in
 * lower case); anything else is a 400 naming `field`.
 */
export function parseBitcoinAccount(value: unknown, field: string): string {
  if (typeof value !== 'string' || !isBitcoinAddress(value)) {
    throw new ApiRequestError({ field, description: 'Invalid address' })
  }
  return parseBitcoinAddress(value).address
}
