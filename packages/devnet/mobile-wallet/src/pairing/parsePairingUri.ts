import { InvalidPairingUriError } from '../errors/InvalidPairingUriError.js'

/** The parts of a WalletConnect v2 pairing URI the wallet checks before pairing. */
export type PairingUri = {
  /** The URI, trimmed. */
  uri: string
  topic: string
  symKey: string
  relayProtocol: string
  /** Seconds since the epoch, when the dapp set one. */
  expiryTimestamp: number | undefined
}

const shape = /^wc:([0-9a-f]{64})@2\?(.+)$/i

/**
 * Checks `wc:<64 hex topic>@2?symKey=<64 hex>&relay-protocol=…[&expiryTimestamp=…]` and that it
 * has not expired, so that a typo gets a clear message instead of a silent wait on the relay.
 */
export function parsePairingUri(input: string, now: number = Date.now()): PairingUri {
  const uri = input.trim()
  if (uri === '') throw new InvalidPairingUriError('paste or scan a wc: URI first.')
  const match = shape.exec(uri)
  if (!match) {
    throw new InvalidPairingUriError(
      'expected wc:<64 hex characters>@2?… (a WalletConnect v2 pairing URI).',
    )
  }
  const [, topic = '', query = ''] = match
  const params = new URLSearchParams(query)
  const symKey = params.get('symKey')
  if (!symKey || !/^[0-9a-f]{64}$/i.test(symKey)) {
    throw new InvalidPairingUriError('the "symKey" parameter (64 hex characters) is missing.')
  }
  const relayProtocol = params.get('relay-protocol')
  if (!relayProtocol) {
    throw new InvalidPairingUriError('the "relay-protocol" parameter is missing.')
  }
  const expiry = params.get('expiryTimestamp')
  let expiryTimestamp: number | undefined
  if (expiry !== null) {
    if (!/^\d{1,12}$/.test(expiry)) {
      throw new InvalidPairingUriError('the "expiryTimestamp" parameter is not a number.')
    }
    expiryTimestamp = Number(expiry)
    if (expiryTimestamp * 1000 <= now) {
      throw new InvalidPairingUriError('it has expired; ask the dapp for a new QR code.')
    }
  }
  return { uri, topic: topic.toLowerCase(), symKey, relayProtocol, expiryTimestamp }
}
