import { webOrigin } from './webOrigin.js'

/** What {@link compareMetadataOrigin} compares: the app's `metadata.url` and `location.origin`. */
export type MetadataOriginParameters = {
  metadataUrl: string
  pageOrigin: string
}

/** The two values that differ, as reported to the app (SECURITY S24). */
export type MetadataOriginMismatch = MetadataOriginParameters

/**
 * SECURITY S24: wallets verify the page a request comes from against the app's `metadata.url`, so
 * its origin must be the page's origin. Returns `undefined` when the origins are equal, otherwise
 * both values. An unparseable or non-web `metadata.url`, or an opaque page origin (`"null"`), is a
 * mismatch, never a pass.
 */
export function compareMetadataOrigin({
  metadataUrl,
  pageOrigin,
}: MetadataOriginParameters): MetadataOriginMismatch | undefined {
  const origin = webOrigin(metadataUrl)
  if (origin !== undefined && origin === webOrigin(pageOrigin)) return undefined
  return { metadataUrl, pageOrigin }
}
