import { DevnetError } from '#shared'
import { oneLineMessage } from '../requests/toJsonRpcError.js'

export type RelayState = 'idle' | 'connecting' | 'connected' | 'disconnected'

export type Reporter = {
  /** Shows the relay connection state in the status line. */
  relay: (state: RelayState) => void
  /** Shows what just happened in the status line. */
  status: (message: string) => void
  /** Shows an error in the error line (and the status line). */
  error: (error: unknown) => void
  clearError: () => void
}

const relayTexts: Record<RelayState, string> = {
  // The SDK opens the socket only once it has a topic: a pairing or a session.
  idle: 'Relay: connects when pairing',
  connecting: 'Relay: connecting',
  connected: 'Relay: connected',
  disconnected: 'Relay: disconnected, retrying',
}

/** The status line (`mw-status`: relay state and last action) and the error line (`mw-error`). */
export function createReporter({
  status,
  error,
}: {
  status: HTMLElement
  error: HTMLElement
}): Reporter {
  const state = { relay: 'connecting' as RelayState, message: 'Starting…' }
  const render = () => {
    status.dataset.relay = state.relay
    status.textContent = `${relayTexts[state.relay]} · ${state.message}`
  }
  return {
    relay(next) {
      state.relay = next
      render()
    },
    status(message) {
      state.message = message
      render()
    },
    error(cause) {
      const message =
        cause instanceof DevnetError
          ? [cause.shortMessage, cause.details].filter(Boolean).join(' ')
          : oneLineMessage(cause)
      error.textContent = message
      error.hidden = false
      state.message = 'Something went wrong (see above).'
      render()
    },
    clearError() {
      error.textContent = ''
      error.hidden = true
    },
  }
}
