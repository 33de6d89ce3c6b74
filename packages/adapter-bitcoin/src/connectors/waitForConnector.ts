import { waitForConnector as waitForEntry } from '@kit/core/modules/connectors/waitForConnector'
import type { ConnectorEntry, ConnectorRegistry } from './createConnectorRegistry.js'
import { injectionWait } from './watchWallets.js'

/**
 * The connector's entry, waiting up to 1000 ms for a wallet that registers or injects late
 * (SPEC §9); then `ConnectorNotFoundError`.
 */
export function waitForConnector(
  registry: ConnectorRegistry,
  connectorId: string,
  timeout = injectionWait,
): Promise<ConnectorEntry> {
  return waitForEntry({ registry, connectorId, timeout })
}
