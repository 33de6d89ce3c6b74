import type { DevnetConfig } from '../chains/DevnetConfig.js'

/** The one-line JSON published to stdout and to `KIT_DEVNET`. */
export function toConfigJson({
  chains,
  apiUrl,
  analyticsUrl,
  relayUrl,
  mobileWalletUrl,
}: DevnetConfig): string {
  return JSON.stringify({ chains, apiUrl, analyticsUrl, relayUrl, mobileWalletUrl })
}
