import { DevnetError, type DevnetErrorParameters } from '../errors/DevnetError.js'

/** `startRelay` was given options it cannot run with. */
export class InvalidRelayOptionsError extends DevnetError {
  override name = 'InvalidRelayOptionsError'

  constructor({ option, ...parameters }: DevnetErrorParameters & { option: string }) {
    super(`Invalid relay option "${option}".`, parameters)
  }
}

/** A relay request that fails with a JSON-RPC error `code`; the message is sent to the client. */
export class RelayRpcError extends DevnetError {
  override name = 'RelayRpcError'
  readonly code: number

  constructor(
    shortMessage: string,
    { code, ...parameters }: DevnetErrorParameters & { code: number },
  ) {
    super(shortMessage, parameters)
    this.code = code
  }
}

/** A frame that is not valid JSON (-32700). */
export class RelayParseError extends RelayRpcError {
  override name = 'RelayParseError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('Parse error', { ...parameters, code: -32700 })
  }
}

/** A frame that is JSON but not a JSON-RPC request (-32600). */
export class InvalidRelayRequestError extends RelayRpcError {
  override name = 'InvalidRelayRequestError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('Invalid request', { ...parameters, code: -32600 })
  }
}

/** A method the relay does not implement (-32601). */
export class RelayMethodNotFoundError extends RelayRpcError {
  override name = 'RelayMethodNotFoundError'

  constructor({ method, ...parameters }: DevnetErrorParameters & { method: string }) {
    super(`Method not found: ${method}`, { ...parameters, code: -32601 })
  }
}

/** Parameters that do not match the method (-32602); `details` names the faulty field. */
export class InvalidRelayParamsError extends RelayRpcError {
  override name = 'InvalidRelayParamsError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('Invalid params', { ...parameters, code: -32602 })
  }
}
