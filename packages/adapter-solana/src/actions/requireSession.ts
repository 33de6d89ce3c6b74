import { WalletNotConnectedError } from '../errors/wallet.js'
import type { Session, SolanaAdapterState } from '../types/adapterState.js'

/** The connector's live session, for `address` when given; `WalletNotConnectedError` otherwise. */
export function requireSession(
  state: SolanaAdapterState,
  connectorId: string,
  address?: string | undefined,
): Session {
  const session = state.sessions.get(connectorId)
  if (!session || (address !== undefined && session.signer.address !== address))
    throw new WalletNotConnectedError(connectorId)
  return session
}
