import { InvalidProviderParamsError } from '../../errors/provider.js'
import { connect } from '../actions/connect.js'
import type { WalletContext } from '../WalletContext.js'
import { getPermissions, type WalletPermission } from './getPermissions.js'

/** `wallet_requestPermissions` for `eth_accounts`: always prompts, as real wallets do. */
export async function requestPermissions(
  context: WalletContext,
  params: readonly unknown[],
): Promise<WalletPermission[]> {
  const [request] = params
  if (typeof request !== 'object' || request === null || !('eth_accounts' in request)) {
    throw new InvalidProviderParamsError('Only the "eth_accounts" permission can be requested.')
  }
  await connect(context, 'wallet_requestPermissions')
  return getPermissions(context)
}
