import type { Address } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import type { ServedChain } from '../ServedChain.js'
import { parseAddress } from './parseAddress.js'
import { parseCaip10 } from './parseCaip10.js'

/** The user's address, plain (`0x…`) or CAIP-10 on `chain` (the chain of the tokens involved). */
export function parseUserAddress(
  context: ApiContext,
  value: unknown,
  chain: ServedChain,
  field = 'userAddress',
): Address {
  if (typeof value === 'string' && value.includes(':')) {
    const parsed = parseCaip10(context, value, field)
    if (parsed.chain !== chain) {
      throw new ApiRequestError({ field, description: `Expected an account on ${chain.caip2}` })
    }
    return parsed.address
  }
  return parseAddress(value, field)
}
