export type ProviderErrorFields = {
  /** The top-level numeric code, if any. */
  code: number | undefined
  /** A code some wallets nest under `data.originalError.code` or `data.code`. */
  nestedCode: number | undefined
  /** Every message found, top level first, for text matching. */
  messages: string[]
  /** Hex `data` some nodes attach to a revert (`data`, `data.data` or `data.originalError.data`). */
  revertData: `0x${string}` | undefined
}

/** Reads code and messages from whatever a wallet or node threw (an Error, a plain object, …). */
export function readProviderError(error: unknown): ProviderErrorFields {
  const data = field(error, 'data')
  const originalError = field(data, 'originalError')
  const messages = [error, data, originalError]
    .map((source) => field(source, 'message'))
    .filter((message): message is string => typeof message === 'string' && message !== '')
  return {
    code: numeric(field(error, 'code')),
    nestedCode: numeric(field(originalError, 'code')) ?? numeric(field(data, 'code')),
    messages,
    revertData: [data, field(data, 'data'), field(originalError, 'data')].find(isHex),
  }
}

function isHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)
}

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null
    ? (source as Record<string, unknown>)[key]
    : undefined
}

function numeric(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined
}
