import type { Features, WalletFeature } from '../types/options.js'

const defaultOrder: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send']

/** The Account view's feature buttons, in the configured or default order (SPEC §1), enabled ones only. */
export function getWalletFeaturesOrder(features: Features): WalletFeature[] {
  const order = features.walletFeaturesOrder ?? defaultOrder
  return order.filter(
    (feature, index) => order.indexOf(feature) === index && features[feature] === true,
  )
}
