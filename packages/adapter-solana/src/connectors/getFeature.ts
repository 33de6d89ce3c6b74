import type { SolanaFeatureName, SolanaWalletFeatures, Wallet } from '../types/walletStandard.js'

/**
 * One feature of a wallet, or `undefined` when it is absent or reading it throws (a wallet is
 * outside input: its getters may throw).
 */
export function getFeature<Name extends SolanaFeatureName>(
  wallet: Wallet,
  name: Name,
): SolanaWalletFeatures[Name] | undefined {
  try {
    const feature = (wallet.features as Record<string, unknown>)[name]
    return typeof feature === 'object' && feature !== null
      ? (feature as SolanaWalletFeatures[Name])
      : undefined
  } catch {
    return undefined
  }
}
