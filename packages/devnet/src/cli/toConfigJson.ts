import type { DevnetConfig } from '../chains/DevnetConfig.js'

/** The one-line JSON published to stdout and to `KIT_DEVNET`. */
export function toConfigJson({ chains, analyticsUrl }: DevnetConfig): string {
  return JSON.stringify({ chains, analyticsUrl })
}
