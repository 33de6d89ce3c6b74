import { describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evmNetworks.js'
import { resolveOptions } from './resolveOptions.js'
import { getWalletFeaturesOrder } from './walletFeaturesOrder.js'

const features = (input: Parameters<typeof resolveOptions>[0]['features'] = {}) =>
  resolveOptions({ networks: [mainnet], features: input }).features

describe('getWalletFeaturesOrder', () => {
  it('is onramp, swaps, receive, send by default', () => {
    expect(getWalletFeaturesOrder(features())).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })

  it('drops disabled features', () => {
    expect(getWalletFeaturesOrder(features({ swaps: false, send: false }))).toEqual([
      'onramp',
      'receive',
    ])
  })

  it('follows the configured order', () => {
    expect(
      getWalletFeaturesOrder(
        features({ walletFeaturesOrder: ['send', 'receive', 'onramp', 'swaps'] }),
      ),
    ).toEqual(['send', 'receive', 'onramp', 'swaps'])
  })

  it('drops disabled features from the configured order too', () => {
    expect(
      getWalletFeaturesOrder(
        features({ onramp: false, walletFeaturesOrder: ['send', 'onramp', 'swaps', 'receive'] }),
      ),
    ).toEqual(['send', 'swaps', 'receive'])
  })
})
