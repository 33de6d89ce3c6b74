import type { AdapterSendTransactionParameters } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'
import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import { requireSession, sessionRequest } from '../connectors/sessionRequest.js'
import { InvalidAddressError } from '../errors/address.js'
import { InvalidHexDataError } from '../errors/encoding.js'
import {
  ChainMismatchError,
  InvalidTransactionHashError,
  TokenTransferDataError,
} from '../errors/transaction.js'
import type { EvmAdapterState } from '../types/adapterState.js'
import { assertTransactionFees } from '../utils/assertTransactionFees.js'
import { encodeTokenTransfer } from '../utils/encodeTokenTransfer.js'
import { isAddress } from '../utils/isAddress.js'
import { toHexQuantity } from '../utils/toHexQuantity.js'
import { toRevertError } from '../utils/toRevertError.js'
import { estimateFees } from './estimateFees.js'

export type SendTransactionParameters = AdapterSendTransactionParameters

const hashPattern = /^0x[0-9a-fA-F]{64}$/
const dataPattern = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Sends a transaction through the wallet (`eth_sendTransaction`) and returns its hash. Addresses
 * and the SPEC §5 fee rules are checked first, the wallet must be on the transaction's chain,
 * and missing fees are read from the network's RPC. A revert comes back as `ContractRevertError`.
 * With `token`, `value` of that ERC-20 goes to `to` (a `transfer` call to the token's contract).
 */
export async function sendTransaction(
  state: EvmAdapterState,
  parameters: SendTransactionParameters,
): Promise<`0x${string}`> {
  const { connectorId, network, from, token, gas } = parameters
  if (!isAddress(from)) throw new InvalidAddressError(from)
  if (!isAddress(parameters.to)) throw new InvalidAddressError(parameters.to)
  if (token && !isAddress(token.address)) throw new InvalidAddressError(token.address)
  if (token && parameters.data !== undefined) throw new TokenTransferDataError()
  const { to, value, data } = token
    ? {
        to: token.address,
        value: 0n,
        data: encodeTokenTransfer({ to: parameters.to, amount: parameters.value }),
      }
    : parameters
  if (data !== undefined && !dataPattern.test(data)) throw new InvalidHexDataError(data)
  assertTransactionFees(parameters)
  const chainId = normalizeEvmChainId(network.id)
  const transaction = {
    from,
    to,
    value: toHexQuantity(value),
    chainId: toHexQuantity(chainId),
    ...(data === undefined ? {} : { data }),
    ...(gas === undefined ? {} : { gas: toHexQuantity(gas) }),
  }
  const session = requireSession(state, connectorId)
  const walletChainId = normalizeEvmChainId(await sessionRequest(session, 'eth_chainId'))
  if (walletChainId !== chainId) throw new ChainMismatchError(chainId, walletChainId)
  const fees = await estimateFees(state, { network, fees: parameters })
  assertTransactionFees(fees)
  const request = {
    ...transaction,
    ...Object.fromEntries(Object.entries(fees).map(([key, fee]) => [key, toHexQuantity(fee)])),
  }
  let hash: unknown
  try {
    hash = await sessionRequest(session, 'eth_sendTransaction', [request])
  } catch (error) {
    throw (error instanceof BaseError && toRevertError(error)) || error
  }
  if (typeof hash !== 'string' || !hashPattern.test(hash)) throw new InvalidTransactionHashError()
  return hash as `0x${string}`
}
