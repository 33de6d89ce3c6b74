import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/**
 * The local Bitcoin node refused a transaction. `reason` is Bitcoin Core's reject reason
 * (`bad-txns-inputs-missingorspent`, `dust`, …) and `code` its RPC error code; Esplora answers
 * `POST /tx` with both, as `sendrawtransaction RPC error: {"code":…,"message":"…"}`.
 */
export class BitcoinTransactionRejectedError extends DevnetError {
  override name = 'BitcoinTransactionRejectedError'
  readonly code: number
  readonly reason: string

  constructor({
    code,
    reason,
    ...parameters
  }: DevnetErrorParameters & { code: number; reason: string }) {
    super(`The transaction was rejected: ${reason}`, parameters)
    this.code = code
    this.reason = reason
  }

  /** The body Esplora sends with its 400 answer to `POST /tx`. */
  get esploraMessage(): string {
    return `sendrawtransaction RPC error: ${JSON.stringify({ code: this.code, message: this.reason })}`
  }
}

/** A string that is not a regtest address (`bcrt1…`, `m…`/`n…`, `2…`). */
export class InvalidBitcoinAddressError extends DevnetError {
  override name = 'InvalidBitcoinAddressError'

  constructor({ address, ...parameters }: DevnetErrorParameters & { address: string }) {
    super(`Invalid Bitcoin address ${JSON.stringify(address.slice(0, 100))}`, parameters)
  }
}

/** `startBitcoinEsplora` was given options it cannot use. */
export class InvalidBitcoinOptionsError extends DevnetError {
  override name = 'InvalidBitcoinOptionsError'

  constructor(message: string, parameters: DevnetErrorParameters = {}) {
    super(message, parameters)
  }
}
