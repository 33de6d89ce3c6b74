import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

/** Whether `address` is a valid address of the Bitcoin network `caipNetworkId` names. */
export function isNetworkAddress({
  address,
  caipNetworkId,
}: {
  address: string
  caipNetworkId: string
}): boolean {
  try {
    parseBitcoinAddress({ address, network: getBitcoinNetwork({ caipNetworkId }) })
    return true
  } catch {
    return false
  }
}
