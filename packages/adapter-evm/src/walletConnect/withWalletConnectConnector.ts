import type { AdapterEvent } from '@kit/core'
import { walletConnectConnector } from './walletConnectConnector.js'

/**
 * Adds the WalletConnect connector to every connector list the adapter reports, and reports it
 * once at once (discovery stays silent while no extension is found). Off: `emit` unchanged.
 */
export function withWalletConnectConnector(
  emit: (event: AdapterEvent) => void,
  enabled: boolean,
): (event: AdapterEvent) => void {
  if (!enabled) return emit
  emit({ type: 'connectors', connectors: [walletConnectConnector] })
  return (event) =>
    emit(
      event.type === 'connectors'
        ? { ...event, connectors: [...event.connectors, walletConnectConnector] }
        : event,
    )
}
