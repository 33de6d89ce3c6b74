import type { CatalogueWallet } from '@kit/blockchain-api'
import { WalletConnectUnavailableError } from '../errors/walletConnect.js'
import type { ConnectResult } from '../types/adapter.js'
import type { Kit, PendingPairing } from '../types/kit.js'
import { decidePairing } from '../utils/decidePairing.js'
import { shouldWaitForPendingPairing } from '../utils/pairing/pairingExpiry.js'
import { getPlatform, type Platform } from '../utils/platform.js'
import { connect } from './connect.js'
import { getConnectors } from './getConnectors.js'

export type ConnectWalletConnectParameters = {
  /** Make a fresh pairing even if one is still on offer (Retry, or an expired URI). */
  retry?: boolean | undefined
  /** The catalogue wallet the visitor picked, kept as `recentWallet` (SPEC §3). */
  wallet?: Pick<CatalogueWallet, 'id' | 'name'> | undefined
  /** Test hook: the platform, read from the browser by default. */
  platform?: Pick<Platform, 'telegram' | 'iosSafari'> | undefined
}

/**
 * Offers a WalletConnect pairing and resolves once a wallet approved the session, or with
 * `undefined` when a fresher pairing replaced this one. The URI arrives in `connection.wcUri`,
 * valid until `connection.wcPairingExpiry`; a failure sets `connection.wcError` and rethrows.
 * A pairing still on offer is reused rather than replaced (SPEC §4).
 */
export async function connectWalletConnect(
  kit: Kit,
  { retry = false, wallet, platform = getPlatform() }: ConnectWalletConnectParameters = {},
): Promise<ConnectResult | undefined> {
  const connector = getConnectors(kit).find((c) => c.type === 'WALLET_CONNECT')
  if (!connector) throw new WalletConnectUnavailableError('projectId')
  const connection = kit.stores.connection
  if (wallet) connection.recentWallet = { id: wallet.id, name: wallet.name.slice(0, 100) }
  const pending = kit.runtime.pairing
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
  }
  // Whoever joins later handles the outcome; this keeps an unobserved failure from going unhandled.
  entry.promise.catch(() => {})
  kit.runtime.pairing = entry
  try {
    return await entry.promise
  } catch (error) {
    if (controller.signal.aborted) return undefined
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
    if (pending.controller.signal.aborted) return undefined
    throw error
  } finally {
    if (buffer) connection.buffering = false
  }
}
