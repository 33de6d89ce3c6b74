import type { Kit } from '../types/kit.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'
import {
  startWalletConnectSession,
  type WalletConnectResults,
} from './startWalletConnectSession.js'

/** Restores a stored WalletConnect session after a reload; `undefined` when it is gone. */
export async function restoreWalletConnect(kit: Kit): Promise<WalletConnectResults | undefined> {
  const provider = await loadWalletConnectProvider(kit)
  if (!provider.session) return undefined
  return startWalletConnectSession(kit, provider)
}
