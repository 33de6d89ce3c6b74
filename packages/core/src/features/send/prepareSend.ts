import type { TokenBalance } from '@kit/blockchain-api'
import type { SendFeeEstimate, SendTransactionParameters } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/network.js'
import { parseTokenAmount } from './parseTokenAmount.js'
import { SendValidationError } from './sendErrors.js'
import { assertSendFees } from './sendFees.js'
import { tokenAddress } from './tokenAddress.js'

export type PrepareSendParameters = {
  namespace: ChainNamespace
  token: Readonly<TokenBalance> | undefined
  /** The amount as typed. */
  amount: string
  /** The checked receiver address. */
  receiver: string | undefined
  /** The estimate shown to the visitor: an EVM send uses its gas limit and fees as they are. */
  fee?: Readonly<SendFeeEstimate> | undefined
}

export type PreparedSend = Pick<
  SendTransactionParameters,
  'to' | 'value' | 'token' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas'
>

const sendingNamespaces: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122']

/**
 * A send draft as the adapter's parameters, checked as SPEC §5 says: another namespace is
 * 'Unsupported chain'; Solana and Bitcoin need an amount and a receiver ('Please enter a valid
 * amount and receiver address'); an EVM send needs a token, an amount and a receiver. The amount
 * is read exactly in the token's decimals (`parseTokenAmount`) and must be above 0; the fees are
 * checked against the SPEC §5 fee rules.
 */
export function prepareSend({
  namespace,
  token,
  amount,
  receiver,
  fee,
}: PrepareSendParameters): PreparedSend {
  if (!sendingNamespaces.includes(namespace)) throw new SendValidationError('Unsupported chain')
  const parsed = token
    ? parseTokenAmount({ text: amount, decimals: token.quantity.decimals })
    : undefined
  const valid = parsed?.ok === true && parsed.value > 0n && Boolean(receiver)
  if (namespace !== 'eip155') {
    if (!valid || !token || !parsed?.ok || !receiver)
      throw new SendValidationError('Please enter a valid amount and receiver address')
    const mint = tokenAddress(token)
    return { to: receiver, value: parsed.value, ...(mint ? { token: { address: mint } } : {}) }
  }
  if (!token) throw new SendValidationError('A token is required')
  if (!valid || !parsed?.ok || !receiver)
    throw new SendValidationError('An amount and receiver address are required')
  const contract = tokenAddress(token)
  const fees = {
    ...(fee?.gas === undefined ? {} : { gas: fee.gas }),
    ...(fee?.gasPrice === undefined ? {} : { gasPrice: fee.gasPrice }),
    ...(fee?.maxFeePerGas === undefined ? {} : { maxFeePerGas: fee.maxFeePerGas }),
    ...(fee?.maxPriorityFeePerGas === undefined
      ? {}
      : { maxPriorityFeePerGas: fee.maxPriorityFeePerGas }),
  }
  assertSendFees(fees)
  return {
    to: receiver,
    value: parsed.value,
    ...(contract ? { token: { address: contract } } : {}),
    ...fees,
  }
}
