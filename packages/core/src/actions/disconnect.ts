import { DisconnectFailedError } from '../errors/connection.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getConnectedNamespaces } from '../utils/getChain.js'
import { loadWalletConnectActions } from '../walletConnect/loadWalletConnectActions.js'
import { walletConnectConnectorId } from '../walletConnect/walletConnectConnector.js'
import { clearAccount } from './clearAccount.js'
import { closeModal } from './closeModal.js'
import { resetView } from './resetView.js'
import { showToast } from './toast.js'
import { trackEvent } from './trackEvent.js'

export type DisconnectParameters = {
  namespace?: ChainNamespace
  /** Only the namespaces connected through this connector (AppKit's `id`). */
  id?: string
}

/**
 * Disconnects one namespace, or all connected ones (with `id`, only those connected through that
 * connector). State and storage are cleared even when a
 * wallet fails to acknowledge; the failure shows 'Failed to disconnect' and is rethrown typed.
 */
export async function disconnect(
  kit: Kit,
  { namespace, id }: DisconnectParameters = {},
): Promise<void> {
  const connectorIdOf = (ns: ChainNamespace) =>
    kit.stores.chains.namespaces[ns]?.account.connectorId
  const chosen = (namespace ? [namespace] : getConnectedNamespaces(kit)).filter(
    (ns) => id === undefined || connectorIdOf(ns) === id,
  )
  // Nothing connected through the connector asked for: nothing to end.
  if (id !== undefined && chosen.length === 0) return
  // A WalletConnect session is one for all its namespaces: ending it disconnects each of them.
  const pairing = chosen.some((ns) => connectorIdOf(ns) === walletConnectConnectorId)
  const namespaces = pairing
    ? [
        ...new Set([
          ...chosen,
          ...getConnectedNamespaces(kit).filter(
            (ns) => connectorIdOf(ns) === walletConnectConnectorId,
          ),
        ]),
      ]
    : chosen
  const failures: unknown[] = []
  await Promise.all([
    ...namespaces.map(async (ns) => {
      const connectorId = connectorIdOf(ns)
      try {
        if (connectorId && connectorId !== walletConnectConnectorId)
          await kit.adapters[ns]?.disconnect({ connectorId })
      } catch (error) {
        failures.push(error)
      } finally {
        clearAccount(kit, { namespace: ns })
      }
    }),
    pairing ? endPairingSession(kit).catch((error: unknown) => failures.push(error)) : undefined,
  ])
  if (kit.stores.modal.embedded) resetView(kit, { view: 'Connect' })
  else closeModal(kit)
  if (failures.length > 0) {
    showToast(kit, {
      message: 'Failed to disconnect',
      messageId: 'failedToDisconnect',
      variant: 'error',
    })
    trackEvent(kit, { event: 'DISCONNECT_ERROR' })
    throw new DisconnectFailedError({ cause: failures[0] })
  }
  trackEvent(kit, { event: 'DISCONNECT_SUCCESS' })
}

async function endPairingSession(kit: Kit): Promise<void> {
  const { endWalletConnectSession } = await loadWalletConnectActions()
  await endWalletConnectSession(kit)
}
