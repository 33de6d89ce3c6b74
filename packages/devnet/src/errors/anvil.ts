import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** The anvil binary for this platform could not be found through `@foundry-rs/anvil`. */
export class AnvilBinaryNotFoundError extends DevnetError {
  override name = 'AnvilBinaryNotFoundError'

  constructor(parameters: DevnetErrorParameters = {}) {
    super('The anvil binary for this platform was not found.', parameters)
  }
}

/** anvil exited before it answered JSON-RPC (a taken port is the usual reason). */
export class AnvilExitedError extends DevnetError {
  override name = 'AnvilExitedError'
  readonly exitCode: number | null

  constructor({
    port,
    exitCode,
    ...parameters
  }: DevnetErrorParameters & { port: number; exitCode: number | null }) {
    super(`anvil on port ${port} exited early with code ${exitCode}.`, parameters)
    this.exitCode = exitCode
  }
}

/** anvil did not answer `eth_chainId` with the expected chain id in time. */
export class AnvilStartTimeoutError extends DevnetError {
  override name = 'AnvilStartTimeoutError'

  constructor({
    rpcUrl,
    timeout,
    ...parameters
  }: DevnetErrorParameters & { rpcUrl: string; timeout: number }) {
    super(`anvil at ${rpcUrl} did not answer within ${timeout} ms.`, parameters)
  }
}
