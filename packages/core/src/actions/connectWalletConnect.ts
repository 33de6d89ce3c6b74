import type { CatalogueWallet } from '@kit/blockchain-api'
import { WalletConnectUnavailableError } from '../errors/walletConnect.js'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit, PendingPairing } from '../types/kit.js'
import { decidePairing } from '../utils/decidePairing.js'
import { shouldWaitForPendingPairing } from '../utils/pairing/pairingExpiry.js'
import { getPlatform, type Platform } from '../utils/platform.js'
import { connect } from './connect.js'
import { getConnectors } from './getConnectors.js'
import { offerPairingUri } from './offerPairingUri.js'
import { recordRecentPairing } from './recordRecentPairing.js'

export type ConnectWalletConnectParameters = {
  /** Make a fresh pairing even if one is still on offer (Retry, or an expired URI). */
  retry?: boolean | undefined
  /** The catalogue wallet the visitor picked: `recentWallet` (SPEC §3), then a recent pairing. */
  wallet?: CatalogueWallet | undefined
  /** Test hook: the platform, read from the browser by default. */
  platform?: Pick<Platform, 'telegram' | 'iosSafari'> | undefined
}

/**
 * Offers a WalletConnect pairing and resolves once a wallet approved the session. The URI arrives
 * in `connection.wcUri`, valid until `connection.wcPairingExpiry`; a failure sets
 * `connection.wcError` and rethrows. A pairing still on offer is reused rather than replaced
 * (SPEC §4); when a fresh pairing replaces the one awaited (expiry, Retry), the promise follows
 * the fresh one, so a caller learns the outcome whichever URI the wallet scanned. `undefined`
 * means the pairing was given up with nothing to follow.
 */
export async function connectWalletConnect(
  kit: Kit,
  { retry = false, wallet, platform = getPlatform() }: ConnectWalletConnectParameters = {},
): Promise<ConnectResult | undefined> {
  const connector = getConnectors(kit).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new WalletConnectUnavailableError('projectId')
  const connection = kit.stores.connection
  const pending = kit.runtime.pairing
  // A refresh without a wallet (the expiry watcher) keeps the one the visitor picked.
  const chosen = wallet ?? (retry ? pending?.wallet : undefined)
  if (chosen) connection.recentWallet = { id: chosen.id, name: chosen.name.slice(0, 100) }
  const decision = decidePairing({
    pending: pending !== undefined,
    expiry: connection.wcPairingExpiry,
    now: Date.now(),
    retry,
    waitsForPendingPairing: shouldWaitForPendingPairing(platform),
  })
  if (pending && decision !== 'new') return joinPairing(kit, pending, decision === 'wait')

  pending?.controller.abort()
  const controller = new AbortController()
  Object.assign(connection, {
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    wcError: false,
  })
  const entry: PendingPairing = {
    controller,
    promise: connect(kit, { connectorId: connector.id, signal: controller.signal }),
    wallet: chosen,
    offer: (uri) => {
      if (kit.runtime.pairing === entry) offerPairingUri(kit, { uri })
    },
  }
  // Whoever joins later handles the outcome; this keeps an unobserved failure from going unhandled.
  entry.promise.catch(() => {})
  kit.runtime.pairing = entry
  try {
    const result = await entry.promise
    if (chosen) recordRecentPairing(kit, { wallet: chosen, connectorId: connector.id })
    return result
  } catch (error) {
    if (controller.signal.aborted) return followReplacement(kit, entry, false)
    connection.wcError = true
    throw error
  } finally {
    if (kit.runtime.pairing === entry) {
      kit.runtime.pairing = undefined
      Object.assign(connection, { wcUri: undefined, wcPairingExpiry: undefined, buffering: false })
    }
  }
}

async function joinPairing(
  kit: Kit,
  pending: PendingPairing,
  buffer: boolean,
): Promise<ConnectResult | undefined> {
  const connection = kit.stores.connection
  if (buffer) connection.buffering = true
  try {
    return await pending.promise
  } catch (error) {
    if (pending.controller.signal.aborted) return followReplacement(kit, pending, buffer)
    throw error
  } finally {
    if (buffer) connection.buffering = false
  }
}

/** After `given` was given up: the outcome of the pairing that replaced it, if any. */
function followReplacement(
  kit: Kit,
  given: PendingPairing,
  buffer: boolean,
): Promise<ConnectResult | undefined> | undefined {
  const next = kit.runtime.pairing
  return next && next !== given ? joinPairing(kit, next, buffer) : undefined
}
