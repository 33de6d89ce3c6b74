import type { CaipNetwork, Kit, TokenBalance } from '@kit/core'
import { balanceValue } from '@kit/core/modules/features/send/assessSendFunds'
import { checkReceiver } from '@kit/core/modules/features/send/checkReceiver'
import { estimateSendFee } from '@kit/core/modules/features/send/estimateSendFee'
import { parseTokenAmount } from '@kit/core/modules/features/send/parseTokenAmount'
import {
  getSendState,
  type SendState,
  sendFeeKey,
  setSendFee,
} from '@kit/core/modules/features/send/sendState'
import { tokenAddress } from '@kit/core/modules/features/send/tokenAddress'
import { useEffect, useRef } from 'react'

/** Typing pauses this long before a name is looked up or a fee estimated. */
export const lookupDelay = 300

/**
 * Checks what the visitor typed as the receiver once typing pauses: an address valid on the
 * network, or a name resolved through the API; a newer text supersedes an older lookup.
 */
export function useReceiverCheck(
  kit: Kit,
  { text, network }: { text: string; network: CaipNetwork | undefined },
) {
  useEffect(() => {
    const state = getSendState(kit)
    if (!network || text.trim() === '') {
      state.receiver = undefined
      state.receiverStatus = 'idle'
      return
    }
    // Checked already (the view is shown again after the token picker): typing resets the status.
    if (state.receiverStatus !== 'idle') return
    state.receiverStatus = 'checking'
    state.receiver = undefined
    const controller = new AbortController()
    const timer = setTimeout(() => {
      checkReceiver(kit, { text, network, signal: controller.signal }).then(
        (checked) => {
          if (controller.signal.aborted) return
          state.receiverStatus = checked.status
          state.receiver = checked.status === 'valid' ? checked.receiver : undefined
        },
        () => {
          if (!controller.signal.aborted) state.receiverStatus = 'notFound'
        },
      )
    }, lookupDelay)
    return () => {
      clearTimeout(timer)
      controller.abort()
      // A lookup cut short (the view left) is asked again when the view is back.
      if (state.receiverStatus === 'checking') state.receiverStatus = 'idle'
    }
  }, [kit, text, network])
}

export type SendFeeInputs = {
  token: Readonly<TokenBalance> | undefined
  amount: string
  receiver: string | undefined
  /** The sender, stood in for the receiver until one is given. */
  address: string | undefined
}

/** The send a fee is estimated for: the draft once complete, else a stand-in of the same kind. */
export function feeEstimateTarget({ token, amount, receiver, address }: SendFeeInputs) {
  if (!token || !address) return undefined
  const balance = balanceValue(token)
  const parsed = parseTokenAmount({ text: amount, decimals: token.quantity.decimals })
  const contract = tokenAddress(token)
  const typed = parsed.ok && parsed.value > 0n && parsed.value <= balance ? parsed.value : undefined
  // A token transfer's gas is read for the whole balance until an amount is typed; a native
  // transfer's gas does not depend on its value (Bitcoin's 0 prices sending everything).
  const value = typed ?? (contract ? balance : 0n)
  return {
    to: receiver ?? address,
    value,
    ...(contract ? { token: { address: contract } } : {}),
  }
}

/** Estimates the network fee of the send being drafted once typing pauses (SPEC §6: before the wallet is asked). */
export function useSendFee(kit: Kit, inputs: SendFeeInputs) {
  const target = feeEstimateTarget(inputs)
  const key = target ? sendFeeKey(target) : undefined
  // The effect runs per send (`key`); the latest target of that send is read through the ref.
  const latest = useRef(target)
  latest.current = target
  useEffect(() => {
    const state: SendState = getSendState(kit)
    const send = latest.current
    if (!send || !key || (state.feeFor === key && state.feeStatus === 'ready')) return
    state.feeStatus = 'loading'
    let stale = false
    const timer = setTimeout(() => {
      estimateSendFee(kit, send).then(
        (fee) => {
          if (!stale) setSendFee(state, { fee, key })
        },
        (error: unknown) => {
          if (stale) return
          kit.warn('Network fee unavailable', error)
          state.feeStatus = 'error'
        },
      )
    }, lookupDelay)
    return () => {
      stale = true
      clearTimeout(timer)
    }
  }, [kit, key])
}
