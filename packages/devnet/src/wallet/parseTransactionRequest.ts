import { type Address, type Hex, hexToBigInt, isAddress } from 'viem'
import { InvalidProviderParamsError } from '../errors/provider.js'

/** An `eth_sendTransaction` request with its quantities read as bigint. */
export type TransactionRequest = {
  from: Address | undefined
  to: Address | undefined
  value: bigint
  data: Hex | undefined
  gas: bigint | undefined
  nonce: number | undefined
  gasPrice: bigint | undefined
  maxFeePerGas: bigint | undefined
  maxPriorityFeePerGas: bigint | undefined
  chainId: bigint | undefined
}

/** Validates the first `eth_sendTransaction` parameter. */
export function parseTransactionRequest(value: unknown): TransactionRequest {
  if (typeof value !== 'object' || value === null) {
    throw new InvalidProviderParamsError('Expected a transaction object.')
  }
  const tx = value as Record<string, unknown>
  const nonce = quantity(tx, 'nonce')
  const data = tx.data ?? tx.input
  if (data !== undefined && (typeof data !== 'string' || !/^0x([0-9a-f]{2})*$/i.test(data))) {
    throw new InvalidProviderParamsError('Transaction "data" must be hex bytes.')
  }
  return {
    from: address(tx, 'from'),
    to: address(tx, 'to'),
    value: quantity(tx, 'value') ?? 0n,
    data: data as Hex | undefined,
    gas: quantity(tx, 'gas'),
    nonce: nonce === undefined ? undefined : Number(nonce),
    gasPrice: quantity(tx, 'gasPrice'),
    maxFeePerGas: quantity(tx, 'maxFeePerGas'),
    maxPriorityFeePerGas: quantity(tx, 'maxPriorityFeePerGas'),
    chainId: quantity(tx, 'chainId'),
  }
}

function address(tx: Record<string, unknown>, field: string): Address | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isAddress(value)) {
    throw new InvalidProviderParamsError(`Transaction "${field}" is not a valid address.`)
  }
  return value
}

function quantity(tx: Record<string, unknown>, field: string): bigint | undefined {
  const value = tx[field]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-f]{1,64}$/i.test(value)) {
    throw new InvalidProviderParamsError(`Transaction "${field}" must be a hex quantity.`)
  }
  return hexToBigInt(value as Hex)
}
