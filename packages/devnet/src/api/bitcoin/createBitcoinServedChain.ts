import type { DevnetBitcoinConfig } from '../../chains/DevnetConfig.js'
import { nativeCurrencyPrices } from '../../chains/nativeCurrencyPrices.js'
import { DevnetError } from '../../errors/DevnetError.js'
import type { BitcoinServedChain } from './BitcoinServedChain.js'

/** Wraps the running Esplora API for the blockchain API: BTC and JSON GETs. */
export function createBitcoinServedChain(config: DevnetBitcoinConfig): BitcoinServedChain {
  return {
    config,
    caip2: config.caipNetworkId,
    native: { name: 'Bitcoin', symbol: 'BTC', decimals: 8, price: nativeCurrencyPrices.BTC ?? 0 },
    async get(path) {
      const response = await fetch(`${config.esploraUrl}${path}`, {
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) {
        throw new DevnetError(`Esplora answered HTTP ${response.status} to ${path}.`, {
          details: await response.text().catch(() => undefined),
        })
      }
      return response.json()
    },
  }
}
