import type { Kit } from '../types/kit.js'
import { isDevelopment, readNodeEnv } from '../utils/isDevelopment.js'
import { compareMetadataOrigin } from '../utils/metadataOrigin.js'
import { trackEvent } from './trackEvent.js'

/** Where the page runs; `location` by default. */
export type CheckMetadataOriginParameters = {
  location?: Pick<Location, 'origin' | 'hostname'> | undefined
}

/**
 * SECURITY S24: compares `metadata.url` with the page origin at start. A mismatch is always a
 * `METADATA_URL_MISMATCH` event (seen by `useAppKitEvents` and event subscribers) and, in
 * development, a console warning. Without metadata or outside a browser there is nothing to check.
 * Returns whether the origins matched.
 */
export function checkMetadataOrigin(
  kit: Kit,
  { location = globalThis.location }: CheckMetadataOriginParameters = {},
): boolean {
  const metadata = kit.options.metadata
  if (!metadata || !location) return true
  const mismatch = compareMetadataOrigin({
    metadataUrl: String(metadata.url ?? ''),
    pageOrigin: location.origin,
  })
  if (!mismatch) return true
  if (
    isDevelopment({ debug: kit.options.debug, nodeEnv: readNodeEnv(), hostname: location.hostname })
  )
    kit.warn(
      `metadata.url (${mismatch.metadataUrl}) does not match the page origin (${mismatch.pageOrigin}); wallets verify requests against metadata.url, so set it to the page origin`,
    )
  trackEvent(kit, 'METADATA_URL_MISMATCH', { ...mismatch })
  return false
}
