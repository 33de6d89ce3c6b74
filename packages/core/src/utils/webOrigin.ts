/** The origin of an `http:` or `https:` address; `undefined` for any other scheme or unparseable text. */
export function webOrigin(address: string): string | undefined {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}
