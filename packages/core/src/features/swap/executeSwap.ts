import type { BuiltTransaction } from '@kit/blockchain-api'
import { buildApprove } from '@kit/blockchain-api/modules/actions/buildApprove'
import { buildTransaction } from '@kit/blockchain-api/modules/actions/buildTransaction'
import { getAllowance } from '@kit/blockchain-api/modules/actions/getAllowance'
import { fetchBalance } from '../../actions/fetchBalance.js'
import { sendTransaction } from '../../actions/sendTransaction.js'
import { showToast } from '../../actions/toast.js'
import { NoActiveAddressError } from '../../errors/connection.js'
import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'
import { isUserRejection } from '../../utils/isUserRejection.js'
import { loadSwapTokens } from './loadSwapTokens.js'
import { readSwapAmount } from './swapAmount.js'
import { swapSlippage } from './swapQuoteMath.js'
import { clearSwapQuote, getSwapState } from './swapState.js'
import { waitForTransactionReceipt } from './waitForTransactionReceipt.js'

/** Why a swap stopped: the wallet declined, or anything else went wrong. */
export type SwapFailure = 'rejected' | 'failed'

export type ExecuteSwapReturnType =
  | {
      ok: true
      hash: string
      /** Settles once the swap is mined and the balances are read again. */
      confirmed: Promise<void>
    }
  | { ok: false; failure: SwapFailure; error: unknown }

const asWalletTransaction = (tx: BuiltTransaction) => ({
  to: tx.to,
  data: tx.data as `0x${string}`,
  value: BigInt(tx.value),
  gas: BigInt(tx.eip155.gas),
  gasPrice: BigInt(tx.eip155.gasPrice),
})

/**
 * Swaps as SwapPreview shows it. A token the router may not spend enough of is approved first
 * (`/v1/convert/allowance`, `/v1/convert/build-approve`, the wallet sends it, its receipt is
 * awaited, the view stays); then the swap (`/v1/convert/build-transaction` with SPEC §9's 1 %
 * slippage) goes to the wallet through `sendTransaction` ('Transaction started', Account). Once
 * mined the balances and the swap's tokens are read again. A declined or failed step keeps the
 * swap as it was written.
 */
export async function executeSwap(kit: Kit): Promise<ExecuteSwapReturnType> {
  const state = getSwapState(kit)
  const active = getActiveAccount(kit)
  const { from, to } = state
  try {
    if (!active || !from || !to) throw new NoActiveAddressError()
    const read = readSwapAmount({ text: state.amount, decimals: from.decimals })
    if (!read.ok || read.value === 0n) throw new Error('No amount to swap')
    const amount = read.value
    const { network, address } = active
    state.step = { status: 'checking', failure: undefined }
    if (!from.native) {
      if (!(await hasAllowance(kit, { token: from.address, owner: address, amount }))) {
        state.step = { status: 'approving', failure: undefined }
        // Exactly this swap's amount: no standing allowance is left behind for the router.
        const { tx } = await buildApprove(kit.clients.api, {
          userAddress: address,
          from: from.address,
          to: to.address,
          amount: amount.toString(),
        })
        const hash = await sendTransaction(kit, { ...asWalletTransaction(tx), keepView: true })
        state.step = { status: 'awaitingApproval', failure: undefined }
        await waitForTransactionReceipt(kit, { network, hash })
        state.approval = 'enough'
      }
    }
    state.step = { status: 'swapping', failure: undefined }
    const { tx } = await buildTransaction(kit.clients.api, {
      amount: amount.toString(),
      from: from.address,
      to: to.address,
      userAddress: address,
      slippage: swapSlippage,
    })
    const hash = await sendTransaction(kit, asWalletTransaction(tx))
    state.amount = ''
    clearSwapQuote(state)
    state.step = { status: 'idle', failure: undefined }
    const confirmed = waitForTransactionReceipt(kit, { network, hash }).then(
      () => refreshAfterSwap(kit),
      (error: unknown) => {
        kit.warn('Swap not confirmed', error)
        showToast(kit, {
          message: 'Something went wrong',
          messageId: 'somethingWentWrong',
          variant: 'error',
        })
        return refreshAfterSwap(kit)
      },
    )
    return { ok: true, hash, confirmed }
  } catch (error) {
    const failure: SwapFailure = isUserRejection(error) ? 'rejected' : 'failed'
    if (failure === 'failed') kit.warn('Swap failed', error)
    state.step = { status: 'error', failure }
    return { ok: false, failure, error }
  }
}

/** Whether the swap router may spend `amount` of `token` for `owner`. */
async function hasAllowance(
  kit: Kit,
  { token, owner, amount }: { token: string; owner: string; amount: bigint },
): Promise<boolean> {
  const { allowance } = await getAllowance(kit.clients.api, {
    tokenAddress: token,
    userAddress: owner,
  })
  return BigInt(allowance) >= amount
}

/**
 * Finds out whether the swap as written needs an approval first, for SwapPreview to say so
 * (`state.approval`). Native needs none; a failed read leaves it `unknown` (executeSwap asks again).
 */
export async function checkSwapApproval(kit: Kit): Promise<void> {
  const state = getSwapState(kit)
  const active = getActiveAccount(kit)
  const { from } = state
  if (!active || !from) return
  if (from.native) {
    state.approval = 'enough'
    return
  }
  const read = readSwapAmount({ text: state.amount, decimals: from.decimals })
  if (!read.ok) return
  const key = `${from.address}|${read.value}`
  try {
    const enough = await hasAllowance(kit, {
      token: from.address,
      owner: active.address,
      amount: read.value,
    })
    const now = readSwapAmount({ text: state.amount, decimals: from.decimals })
    if (state.from && now.ok && `${state.from.address}|${now.value}` === key)
      state.approval = enough ? 'enough' : 'needed'
  } catch (error) {
    kit.warn('Swap allowance unavailable', error)
  }
}

/** Reads the native balance, the portfolio and the swap's token list again. */
async function refreshAfterSwap(kit: Kit): Promise<void> {
  await Promise.all([fetchBalance(kit, { force: true }), loadSwapTokens(kit, { force: true })])
}
