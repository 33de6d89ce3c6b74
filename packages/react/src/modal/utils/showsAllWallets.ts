import type { Kit } from '@kit/core'
import { isMobile } from '@kit/core/modules/utils/platform'

/**
 * Whether the All Wallets entry shows: the app's `allWallets` (`SHOW`, `HIDE`, or `ONLY_MOBILE` for
 * phones and tablets), which wins over `features.allWallets` (its `false` means `HIDE` when
 * `allWallets` is unset); never with `enableWallets: false`.
 */
export function showsAllWallets(kit: Kit): boolean {
  const { features, input } = kit.options
  if (input.enableWallets === false) return false
  const allWallets = input.allWallets ?? (features.allWallets ? 'SHOW' : 'HIDE')
  return allWallets === 'SHOW' || (allWallets === 'ONLY_MOBILE' && isMobile())
}
