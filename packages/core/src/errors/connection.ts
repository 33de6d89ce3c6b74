import { BaseError, type BaseErrorParameters } from './BaseError.js'

/** The connector id is not among the known connectors. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFound'
  constructor(connectorId: string) {
    super('Connector not found', { details: `Connector id: ${connectorId}` })
  }
}

export class ConnectorAlreadyConnectedError extends BaseError {
  override name = 'ConnectorAlreadyConnected'
  constructor() {
    super('Connector already connected.')
  }
}

export class ConnectorNotConnectedError extends BaseError {
  override name = 'ConnectorNotConnected'
  constructor() {
    super('Connector not connected.')
  }
}

export class ProviderNotFoundError extends BaseError {
  override name = 'ProviderNotFound'
  constructor() {
    super('Provider not found.')
  }
}

/** The visitor declined the request in the wallet (EIP-1193 4001, or 5000 from WalletConnect). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError'
  readonly code = 4001
  constructor(parameters: BaseErrorParameters = {}) {
    super('User rejected the request.', parameters)
  }
}

export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailed'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** No address is connected for the namespace. */
export class NoActiveAddressError extends BaseError {
  override name = 'NoActiveAddress'
  constructor() {
    super('No ActiveCaipAddress found')
  }
}
