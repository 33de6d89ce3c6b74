import type { BitcoinNetwork } from '../networks/bitcoinNetworks.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

export type IsBitcoinAddressParameters = { address: unknown; network: BitcoinNetwork }

/**
 * Whether `address` is a valid address of `network` of a type Kit can send to (see
 * `parseBitcoinAddress`).
 * @example
 * isBitcoinAddress({ address: 'bc1q…', network: bitcoinMainnet })
 */
export function isBitcoinAddress(parameters: IsBitcoinAddressParameters): boolean {
  try {
    parseBitcoinAddress(parameters)
    return true
  } catch {
    return false
  }
}
