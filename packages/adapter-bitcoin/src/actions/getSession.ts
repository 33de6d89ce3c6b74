import { ConnectorNotConnectedError } from '@kit/core/modules/errors/connection'
import type { BitcoinAdapterState, BitcoinSession } from '../types/adapterState.js'

/** The connector's live session, or `ConnectorNotConnectedError`. */
export function getSession(state: BitcoinAdapterState, connectorId: string): BitcoinSession {
  const session = state.sessions.get(connectorId)
  if (!session) throw new ConnectorNotConnectedError()
  return session
}
