import { type ConnectReturnType, connect, type Kit } from '@kit/core'

const pending = new WeakMap<Kit, Map<string, Promise<ConnectReturnType>>>()

/**
 * Connects through a connector unless a request to that same connector is already waiting, in
 * which case its promise is shared: a wallet is never prompted twice at once (React StrictMode
 * runs mount effects twice).
 */
export function connectOnce(kit: Kit, connectorId: string): Promise<ConnectReturnType> {
  const requests = pending.get(kit) ?? new Map<string, Promise<ConnectReturnType>>()
  pending.set(kit, requests)
  const waiting = requests.get(connectorId)
  if (waiting) return waiting
  const request = connect(kit, { connectorId }).finally(() => requests.delete(connectorId))
  requests.set(connectorId, request)
  return request
}
