import type { SocialProvider } from '@kit/core'

/** The swap providers AppKit 1.7 names. */
export type SwapProvider = '1inch'
/** The onramp providers AppKit 1.7 names. */
export type OnRampProvider = 'meld'
/** What AppKit 1.7's email capture asks for. */
export type EmailCaptureOptions = 'required'

/**
 * AppKit 1.7's remote features, which `useAppKitState` spreads into its result. AppKit reads them
 * from the project's cloud configuration with the app's `features` as fallback; Kit has no such
 * configuration, so they are always that fallback.
 */
export type RemoteFeatures = {
  swaps?: SwapProvider[] | false
  email?: boolean
  socials?: SocialProvider[] | false
  activity?: boolean
  reownBranding?: boolean
  multiWallet?: boolean
  emailCapture?: EmailCaptureOptions[] | boolean
  reownAuthentication?: boolean
  payWithExchange?: boolean
  payments?: boolean
  onramp?: OnRampProvider[] | false
}
