import type { TokenBalance } from '@kit/blockchain-api'
import { proxy, ref } from 'valtio/vanilla'
import { getFeatureState } from '../../actions/getFeatureState.js'
import type { SendFeeEstimate } from '../../types/adapter.js'
import type { Kit } from '../../types/kit.js'

/** Who the send goes to: an address, with the name and avatar it was found by. */
export type SendReceiver = {
  address: string
  name?: string | undefined
  avatar?: string | undefined
}

/** A send in progress (SPEC §3 send state): what the visitor typed and what was looked up. */
export type SendState = {
  /** The token to send (one of the account's balances); the native currency when first opened. */
  token: Readonly<TokenBalance> | undefined
  /** The amount as typed, a decimal string (never a number). */
  amount: string
  /** The receiver as typed: an address or a name. */
  receiverText: string
  /** The receiver once `receiverText` was checked or its name resolved. */
  receiver: SendReceiver | undefined
  receiverStatus: 'idle' | 'checking' | 'valid' | 'invalid' | 'notFound'
  /** The network fee of the send being drafted, in the native currency's smallest unit. */
  fee: Readonly<SendFeeEstimate> | undefined
  /** What `fee` was estimated for (`sendFeeKey`): its gas limit is sent only for that send. */
  feeFor: string | undefined
  feeStatus: 'idle' | 'loading' | 'ready' | 'error'
  /** `sending` while the wallet is asked; `rejected` after the visitor declined in the wallet. */
  status: 'draft' | 'sending' | 'rejected' | 'failed'
}

function createSendState(): SendState {
  return {
    token: undefined,
    amount: '',
    receiverText: '',
    receiver: undefined,
    receiverStatus: 'idle',
    fee: undefined,
    feeFor: undefined,
    feeStatus: 'idle',
    status: 'draft',
  }
}

/** Names one send (receiver, amount, token) so an estimate can be matched to it. */
export function sendFeeKey({
  to,
  value,
  token,
}: {
  to: string
  value: bigint
  token?: { address: string } | undefined
}): string {
  return `${to.toLowerCase()}|${value}|${token?.address.toLowerCase() ?? ''}`
}

/** Keeps a fee estimate made for the send `key` names (held as is, not proxied). */
export function setSendFee(state: SendState, { fee, key }: { fee: SendFeeEstimate; key: string }) {
  state.fee = ref(fee)
  state.feeFor = key
  state.feeStatus = 'ready'
}

/**
 * This instance's send draft: it survives moving between the send views (the token picker, the
 * preview) and is put back to empty when the account or network changes (SPEC §4).
 */
export function getSendState(kit: Kit): SendState {
  return getFeatureState(kit, {
    feature: 'send',
    create: () => proxy(createSendState()),
    reset: (state) => resetSendState(state),
  })
}

/** Empties a send draft (after a send, or when the account or network changes). */
export function resetSendState(state: SendState): void {
  Object.assign(state, createSendState())
}

/** Chooses the token to send; the fee of the previous token no longer applies. */
export function selectSendToken(state: SendState, token: Readonly<TokenBalance>): void {
  state.token = ref(token)
  state.fee = undefined
  state.feeFor = undefined
  state.feeStatus = 'idle'
}
