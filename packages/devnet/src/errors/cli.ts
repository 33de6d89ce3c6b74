import { DevnetError, type DevnetErrorParameters } from './DevnetError.js'

/** The command line could not be understood. */
export class CliUsageError extends DevnetError {
  override name = 'CliUsageError'

  constructor(shortMessage: string, parameters: DevnetErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
