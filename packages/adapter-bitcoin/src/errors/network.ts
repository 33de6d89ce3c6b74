import { BaseError } from '@kit/core/modules/errors/BaseError'

/** A CAIP-2 id that is none of the Bitcoin networks this package knows. */
export class UnknownBitcoinNetworkError extends BaseError {
  override name = 'UnknownBitcoinNetworkError'
  constructor(caipNetworkId: unknown) {
    super('Unknown Bitcoin network', {
      details:
        typeof caipNetworkId === 'string'
          ? `Network ${JSON.stringify(caipNetworkId.slice(0, 80))} is not a known bip122 network`
          : undefined,
    })
  }
}
