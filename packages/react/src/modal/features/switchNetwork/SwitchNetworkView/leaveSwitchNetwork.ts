import type { Kit } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { goBack } from '@kit/core/modules/actions/goBack'
import { replaceView } from '@kit/core/modules/actions/replaceView'

/**
 * Once the wallet switched: back to where the visitor came from. Networks was only the way
 * here, so it is left too (or the modal closes when Networks was its first view, as Networks
 * itself does); UnsupportedChain becomes Account; opened on its own, SwitchNetwork becomes
 * Account. Nothing moves if another view (a sign-in) came up meanwhile.
 */
export function leaveSwitchNetwork(kit: Kit): void {
  const router = kit.stores.router
  if (router.view !== 'SwitchNetwork') return
  if (router.history.length > 1) goBack(kit)
  if (router.view === 'SwitchNetwork' || router.view === 'UnsupportedChain')
    replaceView(kit, { view: 'Account' })
  else if (router.view === 'Networks') {
    if (router.history.length > 1) goBack(kit)
    else closeModal(kit)
  }
}
