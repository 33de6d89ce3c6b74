import { waitForConnector as waitForEntry } from '@kit/core/modules/connectors/waitForConnector'
import type { ConnectorEntry, ConnectorRegistry } from './createConnectorRegistry.js'
import { injectionWait } from './watchAnnouncements.js'

/**
 * The connector's entry, waiting up to 1000 ms for a wallet that injects or announces late
 * (SPEC §9); then `ConnectorNotFoundError`.
 */
export function waitForConnector(
  registry: ConnectorRegistry,
  connectorId: string,
  timeout = injectionWait,
): Promise<ConnectorEntry> {
  return waitForEntry({ registry, connectorId, timeout, watch: watchInjection })
}

/** A late `window.ethereum` is worth a look, and announced wallets are asked to announce again. */
function watchInjection(check: () => void): () => void {
  if (typeof window === 'undefined') return () => {}
  window.addEventListener('ethereum#initialized', check)
  window.dispatchEvent(new Event('eip6963:requestProvider'))
  return () => window.removeEventListener('ethereum#initialized', check)
}
