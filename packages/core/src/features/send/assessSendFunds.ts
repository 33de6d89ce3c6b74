import type { TokenBalance } from '@kit/blockchain-api'
import { parseTokenAmount } from './parseTokenAmount.js'
import { tokenAddress } from './tokenAddress.js'

export type AssessSendFundsParameters = {
  /** The token being sent. */
  token: Readonly<TokenBalance>
  /** The account's native balance (from its balances), which pays the fee. */
  native: Readonly<TokenBalance> | undefined
  /** The amount being sent, in the token's smallest unit. */
  value: bigint
  /** The estimated network fee in the native currency's smallest unit, when known. */
  fee: bigint | undefined
  /** A smart account is assumed to have its gas paid (SPEC §6). */
  smartAccount?: boolean | undefined
}

/** Whether the balances cover a send: `amount` when the token runs short, `fee` when the gas does. */
export type SendFunds = 'enough' | 'insufficientAmount' | 'insufficientFee'

/** A balance's amount in its smallest unit (0 when the API's decimal cannot be read). */
export function balanceValue(token: Pick<TokenBalance, 'quantity'>): bigint {
  const parsed = parseTokenAmount({
    text: token.quantity.numeric,
    decimals: token.quantity.decimals,
  })
  return parsed.ok ? parsed.value : 0n
}

/**
 * Checks a send against the balances before the wallet is asked (SPEC §6): the token balance must
 * cover the amount, and the native balance the fee (the amount too when sending the native
 * currency). Compared exactly in base units, which is what comparing their USD values at one
 * price amounts to. A smart account's gas is taken as paid.
 */
export function assessSendFunds({
  token,
  native,
  value,
  fee,
  smartAccount = false,
}: AssessSendFundsParameters): SendFunds {
  const isNative = tokenAddress(token) === undefined
  if (value > balanceValue(token)) return 'insufficientAmount'
  if (smartAccount || fee === undefined) return 'enough'
  const nativeBalance = native ? balanceValue(native) : 0n
  const needed = isNative ? value + fee : fee
  return needed > nativeBalance ? 'insufficientFee' : 'enough'
}

/**
 * The Max amount, in the token's smallest unit: the whole balance of a token, the native balance
 * less the estimated fee (never below 0) for the native currency.
 */
export function maxSendValue({
  token,
  fee,
}: {
  token: Readonly<TokenBalance>
  fee: bigint | undefined
}): bigint {
  const balance = balanceValue(token)
  if (tokenAddress(token) !== undefined) return balance
  const left = balance - (fee ?? 0n)
  return left > 0n ? left : 0n
}
