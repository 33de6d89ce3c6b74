import { InvalidRpcResponseError } from '../errors/rpc.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { readContextValue, readObject, readUnsigned } from './readFields.js'

export type LatestBlockhash = { blockhash: string; lastValidBlockHeight: bigint }

/** `getLatestBlockhash`'s answer. */
export function parseLatestBlockhash(result: unknown): LatestBlockhash {
  const value = readObject(readContextValue(result, 'getLatestBlockhash'), 'getLatestBlockhash')
  if (!isSolanaAddress(value.blockhash))
    throw new InvalidRpcResponseError({ details: 'The blockhash is not a base58 32-byte hash' })
  return {
    blockhash: value.blockhash,
    lastValidBlockHeight: readUnsigned(value.lastValidBlockHeight, 'lastValidBlockHeight'),
  }
}
