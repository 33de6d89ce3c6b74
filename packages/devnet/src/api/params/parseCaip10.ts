import type { Address } from 'viem'
import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import type { ServedChain } from '../ServedChain.js'
import { parseAddress } from './parseAddress.js'
import { parseChainId } from './parseChainId.js'

/** A CAIP-10 account id (`eip155:1:0x…`) on a served chain. */
export function parseCaip10(
  context: ApiContext,
  value: unknown,
  field: string,
): { chain: ServedChain; address: Address } {
  const parts = typeof value === 'string' ? value.split(':') : []
  if (parts.length !== 3) {
    throw new ApiRequestError({ field, description: 'Invalid CAIP-10 address' })
  }
  const [namespace, reference, address] = parts
  return {
    chain: parseChainId(context, `${namespace}:${reference}`, field),
    address: parseAddress(address, field),
  }
}
