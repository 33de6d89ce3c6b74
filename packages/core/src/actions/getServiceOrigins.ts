import type { Kit } from '../types/kit.js'

/** Origins of the catalogue and the blockchain API, whose images the modal may show. */
export function getServiceOrigins(kit: Kit): string[] {
  const origins = new Set<string>()
  for (const url of [kit.options.serviceUrls.explorer, kit.options.serviceUrls.api]) {
    try {
      const { protocol, origin } = new URL(url)
      if (protocol === 'https:' || protocol === 'http:') origins.add(origin)
    } catch {
      // An unusable URL simply trusts nothing.
    }
  }
  return [...origins]
}
