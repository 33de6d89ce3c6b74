import { waitForConnector as waitForEntry } from '@kit/core/modules/connectors/waitForConnector'
import type { ConnectorEntry, ConnectorRegistry } from './createConnectorRegistry.js'

/** SPEC §9: wallets may register up to 1000 ms after the page loads. */
export const registrationWait = 1000

/** The connector's entry, waiting up to 1000 ms for a wallet that registers late; then `ConnectorNotFoundError`. */
export function waitForConnector(
  registry: ConnectorRegistry,
  connectorId: string,
  timeout = registrationWait,
): Promise<ConnectorEntry> {
  return waitForEntry({ registry, connectorId, timeout })
}
