import type { Wallet } from '../types/walletStandard.js'
import { getFeature } from './getFeature.js'

const signingFeatures = [
  ['solana:signMessage', 'signMessage'],
  ['solana:signTransaction', 'signTransaction'],
  ['solana:signAndSendTransaction', 'signAndSendTransaction'],
] as const

/**
 * Whether a Wallet Standard wallet can connect here: `standard:connect` and `standard:events`, a
 * `solana:` chain and at least one of the Solana signing features. Never throws.
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  try {
    if (typeof getFeature(wallet, 'standard:connect')?.connect !== 'function') return false
    if (typeof getFeature(wallet, 'standard:events')?.on !== 'function') return false
    const chains: unknown = wallet.chains
    if (
      !Array.isArray(chains) ||
      !chains.some((c) => typeof c === 'string' && c.startsWith('solana:'))
    )
      return false
    return signingFeatures.some(([name, method]) => {
      const feature = getFeature(wallet, name) as Record<string, unknown> | undefined
      return typeof feature?.[method] === 'function'
    })
  } catch {
    return false
  }
}
