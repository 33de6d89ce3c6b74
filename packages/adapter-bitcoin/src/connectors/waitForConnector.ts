import { ConnectorNotFoundError } from '@kit/core/modules/errors/connection'
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
  const found = registry.get(connectorId)
  if (found) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const settle = (last: boolean) => {
      const entry = registry.get(connectorId)
      if (!entry && !last) return
      clearTimeout(timer)
      unsubscribe()
      if (entry) resolve(entry)
      else reject(new ConnectorNotFoundError(connectorId))
    }
    const timer = setTimeout(() => settle(true), timeout)
    const unsubscribe = registry.subscribe(() => settle(false))
  })
}
