import { sendTransaction } from '../../actions/sendTransaction.js'
import { NoActiveAddressError } from '../../errors/connection.js'
import type { Kit } from '../../types/kit.js'
import type { CaipNetwork } from '../../types/network.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'
import { isUserRejection } from '../../utils/isUserRejection.js'
import { prepareSend } from './prepareSend.js'
import { resetSendState, type SendState, sendFeeKey } from './sendState.js'

export type SubmitSendReturnType = { hash: string; network: CaipNetwork }

/**
 * Sends the draft from the active account (SPEC §4): checked by `prepareSend`, then the wallet is
 * asked, with the estimate's gas limit and fees on EVM. While the wallet is asked the draft is
 * `sending`; once the wallet sent, the draft is emptied and the modal is on Account with no way
 * back (`sendTransaction`). A declined prompt leaves the draft as it was, `rejected`; another
 * failure leaves it `failed`. Toasts are the caller's (they are the feature's texts).
 */
export async function submitSend(
  kit: Kit,
  { state }: { state: SendState },
): Promise<SubmitSendReturnType> {
  const active = getActiveAccount(kit)
  if (!active) throw new NoActiveAddressError()
  const draft = {
    namespace: active.chain.namespace,
    token: state.token,
    amount: state.amount,
    receiver: state.receiver?.address,
  }
  // The estimate's gas limit and fees go with the send only when made for this very send.
  const plain = prepareSend(draft)
  const prepared =
    state.fee && state.feeFor === sendFeeKey(plain)
      ? prepareSend({ ...draft, fee: state.fee })
      : plain
  state.status = 'sending'
  try {
    const hash = await sendTransaction(kit, {
      ...prepared,
      namespace: active.chain.namespace,
      toasts: false,
    })
    resetSendState(state)
    return { hash, network: active.network }
  } catch (error) {
    state.status = isUserRejection(error) ? 'rejected' : 'failed'
    throw error
  }
}
