import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getConnectors } from './getConnectors.js'

export type FindConnectorParameters = {
  connectorId: string
  /** The namespace the connector serves, when two namespaces' adapters report the same id. */
  namespace?: ChainNamespace | undefined
}

/** A connector the visitor may use: known to an adapter and not excluded by the host. */
export function findConnector(
  kit: Kit,
  { connectorId, namespace }: FindConnectorParameters,
): Connector | undefined {
  return getConnectors(kit).find(
    (c) =>
      c.id === connectorId &&
      (namespace === undefined || c.chain === namespace || c.type === 'WALLET_CONNECT'),
  )
}
