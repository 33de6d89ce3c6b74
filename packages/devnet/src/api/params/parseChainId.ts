import { ApiRequestError } from '../../errors/api.js'
import type { ApiContext } from '../ApiContext.js'
import type { ServedChain } from '../ServedChain.js'

const caip2Pattern = /^eip155:([1-9][0-9]{0,15})$/

/**
 * A CAIP-2 chain id (`eip155:1`, canonical decimal only, SECURITY B01/B02) that this server
 * serves; anything else is a 400 naming `field`.
 */
export function parseChainId(
  context: Pick<ApiContext, 'chains'>,
  value: unknown,
  field = 'chainId',
): ServedChain {
  if (typeof value !== 'string' || !caip2Pattern.test(value)) {
    throw new ApiRequestError({ field, description: 'Invalid CAIP-2 chain id' })
  }
  const chain = context.chains.find((candidate) => candidate.caip2 === value)
  if (!chain) throw new ApiRequestError({ field, description: `Unsupported chain ${value}` })
  return chain
}
