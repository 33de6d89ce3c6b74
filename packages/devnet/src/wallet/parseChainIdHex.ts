import { InvalidProviderParamsError } from '../errors/provider.js'

/**
 * Reads an EIP-1193 chain id. Only canonical hex is accepted: `0x`, `0x01`, `ff` and `'1'` are
 * refused so that one chain never hides behind two spellings.
 */
export function parseChainIdHex(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(value)) {
    throw new InvalidProviderParamsError(
      `Invalid chain id: ${JSON.stringify(value) ?? 'undefined'}.`,
    )
  }
  const chainId = Number.parseInt(value, 16)
  if (!Number.isSafeInteger(chainId)) {
    throw new InvalidProviderParamsError(`Chain id ${value} is too large.`)
  }
  return chainId
}
