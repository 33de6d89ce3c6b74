import { ConnectorNotFoundError } from '../errors/connection.js'

/** What `waitForConnector` reads: a registry's lookup and its change listeners. */
export type WaitableRegistry<Entry> = {
  get(connectorId: string): Entry | undefined
  subscribe(listener: () => void): () => void
}

export type WaitForConnectorParameters<Entry> = {
  registry: WaitableRegistry<Entry>
  connectorId: string
  /** How long to wait for a wallet that shows up late (SPEC §9: 1000 ms). */
  timeout: number
  /**
   * Other signals worth a new look (an injection event), and a nudge to wallets to show up; called
   * with the check to run, returns its removal.
   */
  watch?: ((check: () => void) => () => void) | undefined
}

/**
 * The connector's entry, waiting up to `timeout` ms for a wallet that registers, announces or
 * injects late; then `ConnectorNotFoundError`.
 */
export function waitForConnector<Entry>({
  registry,
  connectorId,
  timeout,
  watch,
}: WaitForConnectorParameters<Entry>): Promise<Entry> {
  const found = registry.get(connectorId)
  if (found) return Promise.resolve(found)
  return new Promise((resolve, reject) => {
    let settled = false
    let unwatch: (() => void) | undefined
    const settle = (last: boolean) => {
      if (settled) return
      const entry = registry.get(connectorId)
      if (!entry && !last) return
      settled = true
      clearTimeout(timer)
      unsubscribe()
      unwatch?.()
      if (entry) resolve(entry)
      else reject(new ConnectorNotFoundError(connectorId))
    }
    const check = () => settle(false)
    const timer = setTimeout(() => settle(true), timeout)
    const unsubscribe = registry.subscribe(check)
    unwatch = watch?.(check)
    // The nudge may have brought the wallet at once.
    if (settled) unwatch?.()
  })
}
