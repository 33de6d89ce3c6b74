import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import type { EvmAdapterState } from '../types/adapterState.js'
import type { Eip1193Listener, Eip1193Provider } from '../types/eip1193.js'
import { parseAccounts } from '../utils/parseAccounts.js'
import { readProviderError } from '../utils/readProviderError.js'
import { guardProvider } from './guardProvider.js'

/** A live connection: the wallet's events are forwarded until `close`, which also aborts `signal`. */
export type Session = {
  /** The wallet's provider, `wallet_sendCalls` checked before it is asked (`guardProvider`). */
  provider: Eip1193Provider
  /**
   * Aborted when the session ends, so pending prompts reject instead of hanging (F08). The
   * reason is an EIP-1193 4900 error, typed as `ProviderDisconnectedError` when it surfaces.
   */
  signal: AbortSignal
  close(): void
}

/**
 * Subscribes to the wallet's `accountsChanged`, `chainChanged` and `disconnect` and forwards
 * them through `state.emit`, replacing any earlier session of the same connector. An empty
 * accounts list or a `disconnect` ends the session.
 */
export function startSession(
  state: EvmAdapterState,
  connectorId: string,
  provider: Eip1193Provider,
): Session {
  state.sessions.get(connectorId)?.close()
  const controller = new AbortController()
  const listeners: Record<string, Eip1193Listener> = {
    accountsChanged(accounts) {
      let address: string | undefined
      try {
        address = parseAccounts(accounts)[0]
      } catch (error) {
        return console.warn((error as Error).message)
      }
      if (address === undefined) session.close()
      state.emit({ type: 'accountsChanged', connectorId, address })
    },
    chainChanged(chainId) {
      try {
        state.emit({ type: 'chainChanged', connectorId, chainId: normalizeEvmChainId(chainId) })
      } catch (error) {
        console.warn((error as Error).message)
      }
    },
    disconnect(error) {
      // 1013 means the wallet lost its node for a moment and will reconnect by itself.
      if (readProviderError(error).code === 1013) return
      session.close()
      state.emit({ type: 'disconnect', connectorId })
    },
  }
  const session: Session = {
    provider: guardProvider(provider),
    signal: controller.signal,
    close() {
      for (const [event, listener] of Object.entries(listeners))
        provider.removeListener?.(event, listener)
      if (state.sessions.get(connectorId) === session) state.sessions.delete(connectorId)
      controller.abort({ code: 4900, message: 'The wallet session ended' })
    },
  }
  for (const [event, listener] of Object.entries(listeners)) provider.on?.(event, listener)
  state.sessions.set(connectorId, session)
  return session
}
