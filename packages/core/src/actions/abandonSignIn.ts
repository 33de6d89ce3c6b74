import type { Kit } from '../types/kit.js'
import { disconnect } from './disconnect.js'
import { resetView } from './resetView.js'
import { showToast } from './toast.js'

/**
 * Sign-in could not start (SPEC §8): the visitor is disconnected, the modal returns to Connect
 * and 'A problem occurred while trying initialize authentication' shows.
 */
export async function abandonSignIn(kit: Kit): Promise<void> {
  await disconnect(kit).catch((error: unknown) => kit.warn('Disconnecting failed', error))
  resetView(kit, { view: 'Connect' })
  showToast(kit, {
    message: 'A problem occurred while trying initialize authentication',
    messageId: 'siwxInitFailed',
    variant: 'error',
  })
}
