import { ApiError } from './ApiError.js'

/** The JSON-RPC endpoint answered with an `error` object; `code` is its JSON-RPC code. */
export class RpcResponseError extends ApiError {
  override name = 'RpcResponseError'
  readonly code: number
  readonly data: unknown
  constructor({ code, message, data }: { code: number; message: string; data?: unknown }) {
    super(message.slice(0, 200) || 'RPC error', { details: `code ${code}` })
    this.code = code
    this.data = data
  }
}
