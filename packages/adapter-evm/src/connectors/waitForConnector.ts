import { ConnectorNotFoundError } from '@kit/core/modules/errors/connection'
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
  const found = registry.get(connectorId)
  if (found) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    const target = typeof window === 'undefined' ? undefined : window
    const settle = (last: boolean) => {
      const entry = registry.get(connectorId)
      if (!entry && !last) return
      clearTimeout(timer)
      unsubscribe()
      target?.removeEventListener('ethereum#initialized', check)
      if (entry) resolve(entry)
      else reject(new ConnectorNotFoundError(connectorId))
    }
    const check = () => settle(false)
    const timer = setTimeout(() => settle(true), timeout)
    const unsubscribe = registry.subscribe(check)
    target?.addEventListener('ethereum#initialized', check)
    target?.dispatchEvent(new Event('eip6963:requestProvider'))
  })
}
