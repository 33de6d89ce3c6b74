import { sanitizeWalletName } from '@kit/core/modules/utils/sanitizeWalletName'
import type { Wallet } from '@wallet-standard/base'
import type { FoundWallet } from './createConnectorRegistry.js'
import { sanitizeIcon } from './sanitizeIcon.js'

/**
 * A registered Wallet Standard wallet as a Bitcoin connector, or `undefined` when it has no
 * `bitcoin:connect` feature or no usable name. Reading a wallet that throws (a hostile getter)
 * gives `undefined` too.
 */
export function readWalletStandardWallet(wallet: Wallet): FoundWallet | undefined {
  try {
    const { features } = wallet
    if (typeof features !== 'object' || features === null || !('bitcoin:connect' in features))
      return undefined
    const name = sanitizeWalletName(wallet.name)
    if (!name) return undefined
    return {
      id: name,
      name,
      icon: sanitizeIcon(wallet.icon),
      type: 'ANNOUNCED',
      source: { kind: 'walletStandard', wallet },
    }
  } catch {
    return undefined
  }
}
