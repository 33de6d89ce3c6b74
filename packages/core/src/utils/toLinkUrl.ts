/**
 * A link the modal may open from an app's option (`termsConditionsUrl`, `privacyPolicyUrl`): an
 * absolute `http(s)` URL without credentials, normalised; anything else is `undefined`.
 */
export function toLinkUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    const parsed = new URL(url)
    const web = parsed.protocol === 'https:' || parsed.protocol === 'http:'
    return web && !parsed.username && !parsed.password ? parsed.href : undefined
  } catch {
    return undefined
  }
}
