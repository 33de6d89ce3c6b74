import type { Kit } from '@kit/core'
import { isMobile } from '@kit/core/modules/utils/platform'

/**
 * Whether the All Wallets entry shows: the app's `allWallets` (`SHOW`, `HIDE`, or `ONLY_MOBILE` for
 * phones and tablets; `features.allWallets: false` means `HIDE` when it is unset), and never with
 * `enableWallets: false`.
 */
export function showsAllWallets(kit: Kit): boolean {
  const { allWallets, enableWallets } = kit.options
  if (!enableWallets) return false
  return allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile())
}
