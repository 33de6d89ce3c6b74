import type { Kit } from '../types/kit.js'
import { isDevelopment, readNodeEnv } from '../utils/isDevelopment.js'
import type { MetadataOriginMismatch } from '../utils/metadataOrigin.js'

export type WarnMetadataMismatchParameters = {
  mismatch: MetadataOriginMismatch
  /** The page's hostname, which tells development (`localhost`, …) from production. */
  hostname: string
}

/**
 * SECURITY S24, the console half: in development (or with `debug`) says that `metadata.url` and
 * the page origin differ and what to do. `createKit` records the `METADATA_URL_MISMATCH` event
 * itself and loads this only on a mismatch.
 */
export function warnMetadataMismatch(
  kit: Kit,
  { mismatch, hostname }: WarnMetadataMismatchParameters,
): void {
  if (!isDevelopment({ debug: kit.options.debug, nodeEnv: readNodeEnv(), hostname })) return
  kit.warn(
    `metadata.url (${mismatch.metadataUrl}) does not match the page origin (${mismatch.pageOrigin}); wallets verify requests against metadata.url, so set it to the page origin`,
  )
}
