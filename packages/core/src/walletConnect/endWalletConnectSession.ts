import type { Kit } from '../types/kit.js'
import { settleWithin } from '../utils/settleWithin.js'

/** How long a disconnect waits for the relay to take the session delete (SPEC §9 spirit: never hang). */
export const walletConnectDisconnectTimeout = 1_000

/**
 * Ends the shared WalletConnect session on both sides, for every namespace it carries: each
 * adapter's handle is aborted, and the wallet is told through the relay.
 */
export async function endWalletConnectSession(kit: Kit): Promise<void> {
  const runtime = kit.runtime.walletConnect
  runtime.session?.abort({ code: 4900, message: 'The wallet session ended' })
  const provider = await runtime.provider?.catch(() => undefined)
  if (!provider?.session) return
  await settleWithin(() => provider.disconnect(), walletConnectDisconnectTimeout)
}
