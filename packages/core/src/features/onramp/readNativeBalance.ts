import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'

/**
 * The active account's native balance read from its chain now (no cache, no 30 s block after a
 * failure: a purchase is followed closely), as a decimal string; undefined when it cannot be read.
 */
export async function readNativeBalance(kit: Kit): Promise<string | undefined> {
  const active = getActiveAccount(kit)
  const adapter = active ? kit.adapters[active.network.chainNamespace] : undefined
  if (!active || !adapter?.getBalance) return undefined
  try {
    const { balance } = await adapter.getBalance({
      address: active.address,
      network: active.network,
    })
    return balance
  } catch (error) {
    kit.warn('Balance unavailable', error)
    return undefined
  }
}
