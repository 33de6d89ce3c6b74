import type { CaipNetwork, ChainNamespace, TokenBalance } from '@kit/core'
import { assessSendFunds, type SendFunds } from '@kit/core/modules/features/send/assessSendFunds'
import { formatBaseUnits } from '@kit/core/modules/features/send/formatBaseUnits'
import {
  type ParsedTokenAmount,
  parseTokenAmount,
} from '@kit/core/modules/features/send/parseTokenAmount'
import type { SendState } from '@kit/core/modules/features/send/sendState'
import { tokenAddress } from '@kit/core/modules/features/send/tokenAddress'
import type { SendMessageKey } from './messages/english.js'

/** What is wrong with the typed amount, as the text that says it. */
export type AmountProblem =
  | 'send.amountInvalid'
  | 'send.amountComma'
  | 'send.amountDecimals'
  | 'send.amountBelowMinimum'

export type SendDraft = {
  token: Readonly<TokenBalance> | undefined
  native: Readonly<TokenBalance> | undefined
  parsed: ParsedTokenAmount | undefined
  amountProblem: AmountProblem | undefined
  funds: SendFunds | undefined
  /** The amount's value in USD (display only), when the token has a price. */
  amountUsd: number | undefined
  /** The fee in the native currency, as a decimal string, and in USD. */
  fee: { amount: string; usd: number | undefined } | undefined
  /**
   * The least amount the network relays to the receiver (Bitcoin's dust limit), as a decimal
   * string, when the fee estimate gave one.
   */
  minimum: string | undefined
  /** Why the send cannot be previewed yet (the button says it); undefined when it can. */
  blocker: SendMessageKey | undefined
}

export type ReadSendDraftParameters = {
  state: Readonly<SendState>
  namespace: ChainNamespace
  network: CaipNetwork | undefined
  /** The account's balances on the network (0-decimal tokens already dropped). */
  balances: readonly Readonly<TokenBalance>[]
  /** The native balance the node reported, for a network the API has no balances for. */
  nativeBalance: string | undefined
}

/** The native currency's balance: the API's row, else one made from the node's balance. */
export function findNativeBalance({
  balances,
  network,
  nativeBalance,
}: Pick<ReadSendDraftParameters, 'balances' | 'network' | 'nativeBalance'>):
  | Readonly<TokenBalance>
  | undefined {
  const row = balances.find((token) => tokenAddress(token) === undefined)
  if (row) return row
  if (!network || nativeBalance === undefined) return undefined
  const { name, symbol, decimals } = network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    value: 0,
    price: 0,
    quantity: { decimals, numeric: nativeBalance },
    iconUrl: '',
  }
}

const usd = (amount: string, price: number) => {
  const value = Number(amount) * price
  return price > 0 && Number.isFinite(value) ? value : undefined
}

/**
 * Reads a send draft for the send view: the amount (exactly, SECURITY B05), whether the balances
 * cover it and the fee (SPEC §6), whether it reaches the least the network relays, the USD values
 * beside them (display only), and what still blocks the preview, in the order a visitor fixes
 * them.
 */
export function readSendDraft({
  state,
  namespace,
  network,
  balances,
  nativeBalance,
}: ReadSendDraftParameters): SendDraft {
  const native = findNativeBalance({ balances, network, nativeBalance })
  const token = state.token ?? native
  const parsed =
    token && state.amount.trim() !== ''
      ? parseTokenAmount({ text: state.amount, decimals: token.quantity.decimals })
      : undefined
  const minimumValue = token ? state.fee?.minimumValue : undefined
  const belowMinimum =
    parsed?.ok === true &&
    parsed.value > 0n &&
    minimumValue !== undefined &&
    parsed.value < minimumValue
  const amountProblem: AmountProblem | undefined =
    parsed && !parsed.ok
      ? parsed.problem === 'tooManyDecimals'
        ? 'send.amountDecimals'
        : state.amount.includes(',')
          ? 'send.amountComma'
          : 'send.amountInvalid'
      : belowMinimum
        ? 'send.amountBelowMinimum'
        : undefined
  const feeValue = state.fee?.fee
  const funds =
    token && parsed?.ok
      ? assessSendFunds({ token, native, value: parsed.value, fee: feeValue })
      : undefined
  const feeAmount =
    feeValue !== undefined && network
      ? formatBaseUnits({ value: feeValue, decimals: network.nativeCurrency.decimals })
      : undefined
  const blocker: SendMessageKey | undefined = !['eip155', 'solana', 'bip122'].includes(namespace)
    ? 'send.unsupportedChain'
    : !token
      ? 'send.chooseToken'
      : !parsed?.ok || parsed.value === 0n
        ? 'send.enterAmount'
        : funds === 'insufficientAmount' || funds === 'insufficientFee'
          ? 'send.insufficientFunds'
          : belowMinimum
            ? 'send.amountTooSmall'
            : state.receiverStatus !== 'valid' || !state.receiver
              ? 'send.enterReceiver'
              : undefined
  return {
    token,
    native,
    parsed,
    amountProblem,
    funds,
    amountUsd: token && parsed?.ok ? usd(parsed.text, token.price) : undefined,
    fee:
      feeAmount === undefined
        ? undefined
        : { amount: feeAmount, usd: usd(feeAmount, native?.price ?? 0) },
    minimum:
      token && minimumValue !== undefined
        ? formatBaseUnits({ value: minimumValue, decimals: token.quantity.decimals })
        : undefined,
    blocker,
  }
}
