import type { Kit } from '../types/kit.js'
import { siwxEventProperties } from '../utils/siwxEventProperties.js'
import { closeModal } from './closeModal.js'
import { disconnect } from './disconnect.js'
import { trackEvent } from './trackEvent.js'

/**
 * SIWXSignMessage's Cancel: disconnects when the app requires sign-in, else closes the modal;
 * tracks CLICK_CANCEL_SIWX. A wallet that fails to acknowledge the disconnect still leaves the
 * visitor disconnected ('Failed to disconnect' is shown by `disconnect`).
 */
export async function cancelSiwxSignature(kit: Kit): Promise<void> {
  const properties = siwxEventProperties(kit)
  const required = kit.options.input.siwx?.getRequired?.() === true
  trackEvent(kit, { event: 'CLICK_CANCEL_SIWX', properties })
  if (!required) {
    closeModal(kit)
    return
  }
  await disconnect(kit).catch((error: unknown) => kit.warn('Disconnecting failed', error))
}
