export type ProviderErrorFields = {
  /** The top-level numeric code, if any. */
  code: number | undefined
  /** A code some wallets nest under `data.originalError.code` or `data.code`. */
  nestedCode: number | undefined
  /** Every message found, top level first, each at most `providerMessageMaxLength` long. */
  messages: string[]
  /** Hex `data` some nodes attach to a revert (`data`, `data.data` or `data.originalError.data`). */
  revertData: `0x${string}` | undefined
  /**
   * Whether every field could be read without a getter or Proxy trap throwing. An unreadable
   * value is never kept as an error's `cause` (SECURITY F06), so nothing later trips on it.
   */
  readable: boolean
}

/** Longest wallet or node message kept, in characters; the rest is cut off with `…`. */
export const providerMessageMaxLength = 1000

/**
 * Reads code and messages from whatever a wallet or node threw (an Error, a plain object, a
 * string, …). Never throws: a getter or Proxy trap that throws reads as a missing field.
 */
export function readProviderError(error: unknown): ProviderErrorFields {
  let readable = true
  const field = (source: unknown, key: string): unknown => {
    if (typeof source !== 'object' || source === null) return undefined
    try {
      return (source as Record<string, unknown>)[key]
    } catch {
      readable = false
      return undefined
    }
  }
  const data = field(error, 'data')
  const originalError = field(data, 'originalError')
  const messages = [
    typeof error === 'string' ? error : undefined,
    ...[error, data, originalError].map((source) => field(source, 'message')),
  ]
    .filter((message): message is string => typeof message === 'string' && message !== '')
    .map(capMessage)
  const fields = {
    code: numeric(field(error, 'code')),
    nestedCode: numeric(field(originalError, 'code')) ?? numeric(field(data, 'code')),
    messages,
    revertData: [data, field(data, 'data'), field(originalError, 'data')].find(isHex),
  }
  field(error, 'cause')
  return { ...fields, readable: readable && hasReadablePrototype(error) }
}

function hasReadablePrototype(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true
  try {
    Object.getPrototypeOf(value)
    return true
  } catch {
    return false
  }
}

function capMessage(message: string): string {
  return message.length > providerMessageMaxLength
    ? `${message.slice(0, providerMessageMaxLength - 1)}…`
    : message
}

function isHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})*$/.test(value)
}

function numeric(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) ? value : undefined
}
