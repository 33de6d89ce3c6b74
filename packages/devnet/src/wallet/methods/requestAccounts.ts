import type { Address } from 'viem'
import { connect } from '../actions/connect.js'
import type { WalletContext } from '../WalletContext.js'

/** `eth_requestAccounts`: prompts only when the page is not connected yet. */
export async function requestAccounts(context: WalletContext): Promise<Address[]> {
  if (!context.state.get().connected) await connect(context, 'eth_requestAccounts')
  return [context.account.address]
}
