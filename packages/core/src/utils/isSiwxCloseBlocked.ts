import type { Kit } from '../types/kit.js'
import { getChain } from './getChain.js'
import { getSiwx } from './getSiwx.js'
import { isSiwxView } from './siwxView.js'

/**
 * Whether the modal must stay open (SPEC §2): it asks a connected visitor to sign in, the app
 * requires sign-in, and there is no session yet (the view shows only while there is none).
 */
export function isSiwxCloseBlocked(kit: Kit): boolean {
  if (!isSiwxView(kit.stores.router.view)) return false
  if (getChain(kit)?.account.address === undefined) return false
  return getSiwx(kit)?.getRequired?.() === true
}
