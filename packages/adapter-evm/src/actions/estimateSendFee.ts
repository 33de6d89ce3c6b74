import type { AdapterSendTransactionParameters } from '@kit/core'
import type { SendFeeEstimate } from '@kit/core/modules/types/adapter'
import { InvalidAddressError } from '../errors/address.js'
import { FeeEstimationError, TokenTransferDataError } from '../errors/transaction.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { assertTransactionFees } from '../utils/assertTransactionFees.js'
import { encodeTokenTransfer } from '../utils/encodeTokenTransfer.js'
import { isAddress } from '../utils/isAddress.js'
import { parseHexQuantity } from '../utils/parseHexQuantity.js'
import { readRpc } from '../utils/readRpc.js'
import { toHexQuantity } from '../utils/toHexQuantity.js'
import { estimateFees } from './estimateFees.js'

/**
 * What `sendTransaction` with these parameters would cost: the node's gas estimate
 * (`eth_estimateGas`, a token's `transfer` call with `token`) times the fee cap (or the legacy gas
 * price) `estimateFees` offers, read from the network's RPC; no wallet is asked. The estimate
 * carries its gas limit and fees, so the send can use them as they are. A failing estimate is
 * `FeeEstimationError` ('error estimating gas').
 */
export async function estimateSendFee(
  state: EvmAdapterState,
  parameters: AdapterSendTransactionParameters,
): Promise<SendFeeEstimate> {
  const { network, from, token } = parameters
  if (!isAddress(from)) throw new InvalidAddressError(from)
  if (!isAddress(parameters.to)) throw new InvalidAddressError(parameters.to)
  if (token && !isAddress(token.address)) throw new InvalidAddressError(token.address)
  if (token && parameters.data !== undefined) throw new TokenTransferDataError()
  assertTransactionFees(parameters)
  const { to, value, data } = token
    ? {
        to: token.address,
        value: 0n,
        data: encodeTokenTransfer({ to: parameters.to, amount: parameters.value }),
      }
    : parameters
  const call = {
    from,
    to,
    value: toHexQuantity(value),
    ...(data === undefined ? {} : { data }),
  }
  const [gas, fees] = await Promise.all([
    parameters.gas ??
      readRpc(state, { network, method: 'eth_estimateGas', params: [call] }).then(
        parseHexQuantity,
        (cause: unknown) => {
          throw new FeeEstimationError({ cause })
        },
      ),
    estimateFees(state, { network, fees: parameters }),
  ])
  const perGas = 'gasPrice' in fees ? fees.gasPrice : fees.maxFeePerGas
  return { fee: gas * perGas, gas, ...fees }
}
