import { readContextValue, readUnsigned } from './readFields.js'

/** `getBalance`'s answer: the lamports, exactly. */
export function parseBalance(result: unknown): bigint {
  return readUnsigned(readContextValue(result, 'getBalance'), 'getBalance.value')
}
