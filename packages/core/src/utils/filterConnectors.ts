import type { Connector } from '../types/connector.js'

export type FilterConnectorsParameters = {
  includeWalletIds: readonly string[]
  excludeWalletIds: readonly string[]
}

/** Applies the host's include and exclude lists; an entry matches a connector by id, explorer id or rdns. */
export function filterConnectors(
  connectors: readonly Connector[],
  { includeWalletIds, excludeWalletIds }: FilterConnectorsParameters,
): Connector[] {
  const matches = (connector: Connector, ids: readonly string[]) =>
    ids.some(
      (id) => id === connector.id || id === connector.explorerId || id === connector.info?.rdns,
    )
  return connectors.filter(
    (connector) =>
      (includeWalletIds.length === 0 ||
        connector.type === 'WALLET_CONNECT' ||
        matches(connector, includeWalletIds)) &&
      !matches(connector, excludeWalletIds),
  )
}
