import { proxy } from 'valtio/vanilla'

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected' | 'reconnecting'

/** Connection state (SPEC §3), plus the last connect failure for the connecting views. */
export type ConnectionState = {
  status: ConnectionStatus
  wcUri: string | undefined
  wcPairingExpiry: number | undefined
  wcLinking: { name: string; href: string } | undefined
  recentWallet: { id: string; name: string } | undefined
  wcError: boolean
  buffering: boolean
  /** The connector a connect is in progress or last failed for. */
  pendingConnectorId: string | undefined
  error: { name: string; message: string; rejected: boolean } | undefined
  /** Startup restore finished (whatever its result). */
  initialized: boolean
}

export function createConnectionStore() {
  return proxy<ConnectionState>({
    status: 'disconnected',
    wcUri: undefined,
    wcPairingExpiry: undefined,
    wcLinking: undefined,
    recentWallet: undefined,
    wcError: false,
    buffering: false,
    pendingConnectorId: undefined,
    error: undefined,
    initialized: false,
  })
}
