import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/**
 * A JSON-RPC error the local Solana RPC answers with: `code`, `message` and optional `data` as a
 * validator sends them (e.g. -32602 for bad params, -32002 for a failed preflight with its logs).
 * Thrown by method handlers and the parameter readers, turned into the response by the server.
 */
export class SolanaRpcError extends DevnetError {
  override name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor({
    code,
    message,
    data,
    ...parameters
  }: DevnetErrorParameters & { code: number; message: string; data?: unknown }) {
    super(message, parameters)
    this.code = code
    this.data = data
  }
}

/** `startSolanaRpc` was given an option it cannot use. */
export class InvalidSolanaRpcOptionsError extends DevnetError {
  override name = 'InvalidSolanaRpcOptionsError'

  constructor({ option, ...parameters }: DevnetErrorParameters & { option: string }) {
    super(`Invalid Solana RPC option \`${option}\`.`, parameters)
  }
}

/** Creating the local Solana accounts, token mint or token accounts failed. */
export class SolanaSeedError extends DevnetError {
  override name = 'SolanaSeedError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('Seeding the local Solana accounts failed.', parameters)
  }
}
