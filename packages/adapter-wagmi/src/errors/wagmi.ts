import { BaseError } from '@kit/core/modules/errors/BaseError'

/** `new WagmiAdapter` was given no eip155 network: wagmi needs at least one chain. */
export class NoEvmNetworkError extends BaseError {
  override name = 'NoEvmNetworkError'
  constructor() {
    super('The wagmi adapter needs at least one eip155 network', {
      details: 'Pass the app’s EVM networks in `networks`',
    })
  }
}

/**
 * wagmi asked Kit's connector to connect while Kit holds no EVM connection: connections start in
 * the modal (`open()`), and wagmi follows them.
 */
export class NotConnectedThroughKitError extends BaseError {
  override name = 'NotConnectedThroughKitError'
  constructor() {
    super('No wallet is connected through the modal', {
      details: 'Open the modal to connect; wagmi follows the connection it makes',
    })
  }
}
