import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import { closeModal } from './closeModal.js'
import { connect } from './connect.js'
import { pushView } from './pushView.js'
import { shakeModal } from './shakeModal.js'

export type StartConnectingParameters = { connector: Connector }

/**
 * Connects through an extension or injected wallet from the visitor's click, which is the user
 * gesture a wallet's popup (and a mobile deep link) needs, and shows `ConnectingExternal`, which
 * only follows the attempt (`connection.pendingConnectorId`, `connection.error`). A click while
 * the same wallet is still being asked starts nothing new. Success closes the modal if it still
 * shows the attempt; a failure shakes it. Never rejects: the outcome is in the connection state.
 */
export async function startConnecting(
  kit: Kit,
  { connector }: StartConnectingParameters,
): Promise<void> {
  const { connection, router } = kit.stores
  const shown = router.data?.connector
  if (
    router.view !== 'ConnectingExternal' ||
    shown?.id !== connector.id ||
    shown.chain !== connector.chain
  )
    pushView(kit, { view: 'ConnectingExternal', data: { connector } })
  if (connection.status === 'connecting' && connection.pendingConnectorId === connector.id) return
  try {
    await connect(kit, { connectorId: connector.id, namespace: connector.chain })
    if (kit.stores.router.view === 'ConnectingExternal') closeModal(kit)
  } catch {
    if (kit.stores.router.view === 'ConnectingExternal') shakeModal(kit)
  }
}
