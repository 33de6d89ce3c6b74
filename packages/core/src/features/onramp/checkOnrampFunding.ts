import { fetchBalance } from '../../actions/fetchBalance.js'
import type { Kit } from '../../types/kit.js'
import { getOnrampTarget } from './getOnrampTarget.js'
import { isDecimalAbove } from './isDecimalAbove.js'
import { getOnrampState } from './onrampState.js'
import { readNativeBalance } from './readNativeBalance.js'

/** Where a started purchase is: `none` when there is no purchase for the active account. */
export type OnrampFundingStatus = 'none' | 'waiting' | 'completed'

/**
 * Reads the account's balance on chain: once it is above the balance the purchase started
 * from, the purchase is completed and the Account view's balance refreshed. Call it on an
 * interval while BuyInProgress shows.
 */
export async function checkOnrampFunding(kit: Kit): Promise<OnrampFundingStatus> {
  const state = getOnrampState(kit)
  const purchase = state.purchase
  const target = getOnrampTarget(kit)
  if (
    !purchase ||
    !target ||
    purchase.address !== target.address ||
    purchase.caipNetworkId !== target.caipNetworkId
  )
    return 'none'
  if (purchase.status === 'completed') return 'completed'
  const balance = await readNativeBalance(kit)
  if (state.purchase !== purchase || balance === undefined)
    return state.purchase ? 'waiting' : 'none'
  if (!isDecimalAbove(balance, purchase.startBalance)) return 'waiting'
  purchase.status = 'completed'
  await fetchBalance(kit, { namespace: 'eip155', force: true })
  return 'completed'
}
