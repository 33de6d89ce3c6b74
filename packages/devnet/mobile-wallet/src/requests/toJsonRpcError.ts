import { ProviderRpcError } from '#shared'

/** The `error` member of a JSON-RPC response: the EIP-1193 code and a one-line message. */
export function toJsonRpcError(error: unknown): { code: number; message: string } {
  if (error instanceof ProviderRpcError) return { code: error.code, message: error.shortMessage }
  return { code: -32603, message: oneLineMessage(error) }
}

/** The short message of an error (viem's `shortMessage` when there is one), on one line. */
export function oneLineMessage(error: unknown): string {
  if (!(error instanceof Error)) return 'Internal error.'
  const short = (error as { shortMessage?: unknown }).shortMessage
  const text = typeof short === 'string' && short !== '' ? short : error.message
  return text.split('\n')[0] || 'Internal error.'
}
