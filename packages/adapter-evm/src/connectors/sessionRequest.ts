import { ConnectorNotConnectedError } from '@kit/core/modules/errors/connection'
import type { EvmAdapterState } from '../types/adapterState.js'
import { providerRequest } from '../utils/providerRequest.js'
import { toTypedError } from '../utils/toTypedError.js'
import type { Session } from './startSession.js'

/** The live session of a connector, or `ConnectorNotConnectedError`. */
export function requireSession(state: EvmAdapterState, connectorId: string): Session {
  const session = state.sessions.get(connectorId)
  if (!session) throw new ConnectorNotConnectedError()
  return session
}

/** A wallet request that rejects with `ProviderDisconnectedError` if the session ends first. */
export async function sessionRequest(
  session: Session,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  const { signal } = session
  if (signal.aborted) throw await toTypedError(signal.reason)
  let onAbort = () => {}
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => void toTypedError(signal.reason).then(reject, reject)
    signal.addEventListener('abort', onAbort, { once: true })
  })
  try {
    return await Promise.race([providerRequest(session.provider, method, params), aborted])
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}
