import type { TypedDataDefinition } from 'viem'

/** The domain's chain id as a number, if it has a readable one. */
export function readDomainChainId(typedData: TypedDataDefinition): number | undefined {
  const value: unknown = typedData.domain?.chainId
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value
  if (typeof value === 'bigint') return Number(value)
  if (typeof value === 'string' && /^(0x[0-9a-f]+|[0-9]+)$/i.test(value)) return Number(value)
  return undefined
}
