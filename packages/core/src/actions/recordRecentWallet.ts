import type { Connector } from '../types/connector.js'
import type { Kit } from '../types/kit.js'
import type { RecentWallet } from '../types/wallet.js'
import { storedWalletNameMaxLength } from '../utils/persistedKeys.js'
import { rememberRecentWallet } from './rememberRecentWallet.js'

export type RecordRecentWalletParameters = { connector: Connector }

/** Puts the wallet just connected first in the recent list (2 kept, SPEC §9) and stores it. */
export function recordRecentWallet(kit: Kit, { connector }: RecordRecentWalletParameters): void {
  const entry: RecentWallet = {
    id: connector.explorerId ?? connector.id,
    name: connector.name.slice(0, storedWalletNameMaxLength),
    connectorId: connector.id,
    ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
    // Data-URI icons can be large; the connector brings its icon again when it announces itself.
    ...(connector.imageUrl?.startsWith('https:') ? { imageUrl: connector.imageUrl } : {}),
  }
  rememberRecentWallet(kit, { wallet: entry })
}
