import { BaseError } from '../errors/BaseError.js'
import { ConnectorNotFoundError } from '../errors/connection.js'
import type { ChainAdapter, ConnectResult } from '../types/adapter.js'
import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getChain, requireAdapter } from '../utils/getChain.js'
import { isUserRejection } from '../utils/isUserRejection.js'
import { loadWalletConnectActions } from '../walletConnect/loadWalletConnectActions.js'
import { applyAccount } from './applyAccount.js'
import { findConnector } from './findConnector.js'
import { recordRecentWallet } from './recordRecentWallet.js'
import { trackEvent } from './trackEvent.js'

export type ConnectParameters = {
  connectorId: string
  /** The connector's namespace, when a wallet reports the same id in several namespaces. */
  namespace?: ChainNamespace | undefined
  /** Gives the connect up: the adapter stops waiting and nothing is recorded as a failure. */
  signal?: AbortSignal | undefined
}
export type ConnectReturnType = ConnectResult

/**
 * Connects through a connector. While the wallet prompts, the connection is `connecting`; a
 * rejection or failure leaves nothing stored and is kept in `connection.error` for the
 * connecting view, then rethrown.
 */
export async function connect(
  kit: Kit,
  { connectorId, namespace, signal }: ConnectParameters,
): Promise<ConnectReturnType> {
  const connector = findConnector(kit, { connectorId, namespace })
  if (!connector) throw new ConnectorNotFoundError(connectorId)
  const pairing = connector.type === 'WALLET_CONNECT'
  // WalletConnect needs no adapter of the row's namespace: any namespace may take part.
  const adapter = pairing ? undefined : requireAdapter(kit, connector.chain)
  const connection = kit.stores.connection
  const account = kit.stores.chains.namespaces[connector.chain]?.account
  const previousStatus = connection.status
  // A pairing waits for a phone that may never scan it: the page is not "connecting" meanwhile.
  if (!pairing) connection.status = 'connecting'
  connection.pendingConnectorId = connectorId
  connection.error = undefined
  if (account && !account.address && !pairing) account.status = 'connecting'
  trackEvent(kit, {
    event: 'SELECT_WALLET',
    properties: {
      name: connector.name,
      platform: pairing ? 'qrcode' : 'browser',
    },
  })
  try {
    const result = adapter
      ? await connectAdapter(kit, adapter, connector, signal)
      : await connectPairing(kit, signal)
    connection.pendingConnectorId = undefined
    // A pairing is remembered by the wallet paired with, if one was picked (connectWalletConnect).
    if (!pairing) recordRecentWallet(kit, { connector })
    trackEvent(kit, {
      event: 'CONNECT_SUCCESS',
      properties: {
        method: pairing ? 'qrcode' : 'browser',
        name: connector.name,
      },
    })
    return result
  } catch (error) {
    if (signal?.aborted) throw error
    const rejected = isUserRejection(error)
    connection.error = {
      name: error instanceof Error ? error.name : 'Error',
      message:
        error instanceof BaseError
          ? error.shortMessage
          : error instanceof Error
            ? error.message
            : String(error),
      rejected,
    }
    connection.status = previousStatus === 'connected' ? 'connected' : 'disconnected'
    if (account && !account.address) account.status = 'disconnected'
    trackEvent(kit, { event: 'CONNECT_ERROR', properties: { name: connector.name, rejected } })
    throw error
  }
}

async function connectAdapter(
  kit: Kit,
  adapter: ChainAdapter,
  connector: Connector,
  signal: AbortSignal | undefined,
): Promise<ConnectResult> {
  const result = await adapter.connect({
    connectorId: connector.id,
    network: getChain(kit, connector.chain)?.network.caipNetwork,
    signal,
  })
  signal?.throwIfAborted()
  applyAccount(kit, { namespace: connector.chain, connectorId: connector.id, result })
  return result
}

/** One session for every namespace: core owns it, each adapter takes its part. */
async function connectPairing(kit: Kit, signal: AbortSignal | undefined): Promise<ConnectResult> {
  const { applyWalletConnectResults, pairWalletConnect } = await loadWalletConnectActions()
  const results = await pairWalletConnect(kit, { signal })
  signal?.throwIfAborted()
  return applyWalletConnectResults(kit, results).result
}
