import { ConnectorNotFoundError } from '@kit/core/modules/errors/connection'
import type { ConnectorEntry, ConnectorRegistry } from './createConnectorRegistry.js'

/** SPEC §9: wallets may register up to 1000 ms after the page loads. */
export const registrationWait = 1000

/** The connector's entry, waiting up to 1000 ms for a wallet that registers late; then `ConnectorNotFoundError`. */
export function waitForConnector(
  registry: ConnectorRegistry,
  connectorId: string,
  timeout = registrationWait,
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
