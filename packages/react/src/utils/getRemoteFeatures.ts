import type { Kit } from '@kit/core'
import type { RemoteFeatures } from '../types/remoteFeatures.js'

/**
 * AppKit 1.7's remote features as its fallback derives them from the app's `features` (Kit reads
 * no cloud configuration). What Kit does not have is `false`: it shows no Reown branding, keeps
 * one connection per namespace (no multi-wallet), and has no email capture, Reown authentication,
 * pay with exchange or payments.
 */
export function getRemoteFeatures(kit: Kit): Required<RemoteFeatures> {
  const { features } = kit.options
  return {
    swaps: features.swaps ? ['1inch'] : false,
    email: features.email,
    socials: features.socials ? [...features.socials] : false,
    activity: features.history,
    reownBranding: false,
    multiWallet: false,
    emailCapture: false,
    reownAuthentication: false,
    payWithExchange: false,
    payments: false,
    onramp: features.onramp ? ['meld'] : false,
  }
}
