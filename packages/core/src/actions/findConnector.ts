import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import { getConnectors } from './getConnectors.js'

export type FindConnectorParameters = { connectorId: string }

/** A connector the visitor may use: known to an adapter and not excluded by the host. */
export function findConnector(
  kit: Kit,
  { connectorId }: FindConnectorParameters,
): Connector | undefined {
  return getConnectors(kit).find((c) => c.id === connectorId)
}
