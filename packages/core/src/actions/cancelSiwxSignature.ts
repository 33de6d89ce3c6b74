import type { Kit } from '../types/kit.js'
import type { SiwxConfig } from '../types/siwx.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { getSiwx } from '../utils/getSiwx.js'
import { hasValidSiwxSession } from '../utils/hasValidSiwxSession.js'
import { siwxEventProperties } from '../utils/siwxEventProperties.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'
import { resetView } from './resetView.js'
import { switchNetwork } from './switchNetwork.js'
import { trackEvent } from './trackEvent.js'

/**
 * SIWXSignMessage's (and ConnectingSiwe's) Cancel; tracks CLICK_CANCEL_SIWX. An optional sign-in
 * only closes the modal. A required one switches back to the last network the visitor signed in
 * on when the account still has a session there (after a switch to a network without one, as
 * AppKit does), else disconnects. A wallet that fails to acknowledge the disconnect still leaves
 * the visitor disconnected ('Failed to disconnect' is shown by `disconnect`).
 */
export async function cancelSiwxSignature(kit: Kit): Promise<void> {
  const properties = siwxEventProperties(kit)
  const siwx = getSiwx(kit)
  const required = siwx?.getRequired?.() === true
  trackEvent(kit, { event: 'CLICK_CANCEL_SIWX', properties })
  if (!required) {
    closeModal(kit)
    return
  }
  if (siwx && (await switchBackToSignedIn(kit, siwx))) return
  await disconnect(kit).catch((error: unknown) => kit.warn('Disconnecting failed', error))
}

/**
 * Switches to the last network signed in on, if it is another of the app's networks in the active
 * namespace and the connected account has a valid session there; closes the modal once it did.
 * Answers whether it did.
 */
async function switchBackToSignedIn(kit: Kit, siwx: SiwxConfig): Promise<boolean> {
  const last = kit.runtime.lastSignedInNetwork
  const active = getActiveAccount(kit)
  if (!last || !active || last === active.network.caipNetworkId) return false
  const network = kit.options.networks.find(
    (candidate) =>
      candidate.caipNetworkId === last && candidate.chainNamespace === active.chain.namespace,
  )
  if (!network) return false
  try {
    const sessions = await siwx.getSessions(last, active.address)
    if (!hasValidSiwxSession(sessions, Date.now())) return false
    await switchNetwork(kit, { network })
  } catch (error) {
    kit.warn('Switching back to the signed-in network failed', error)
    return false
  }
  // Off the sign-in view first: closing it is refused while sign-in is required.
  resetView(kit, { view: 'Account' })
  closeModal(kit)
  return true
}
