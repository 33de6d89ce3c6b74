import type { Kit } from '../types/kit.js'
import { getPairingExpiry } from '../utils/pairing/pairingExpiry.js'
import { parsePairingUri } from '../utils/pairing/parsePairingUri.js'

export type OfferPairingUriParameters = { uri: string }

/**
 * Puts the URI of the pairing in progress on offer, valid for the pairing lifetime (SPEC §4). A
 * URI that fails validation (SECURITY B17) is never shown: the pairing counts as failed.
 */
export function offerPairingUri(kit: Kit, { uri }: OfferPairingUriParameters): void {
  const connection = kit.stores.connection
  const now = Date.now()
  try {
    parsePairingUri(uri, { now })
  } catch (error) {
    // The error names the reason only; the URI itself never reaches a log.
    kit.warn('The pairing URI was refused', error)
    connection.wcError = true
    return
  }
  connection.wcUri = uri
  connection.wcPairingExpiry = getPairingExpiry(now, kit.options.pairingLifetime)
  connection.wcError = false
}
