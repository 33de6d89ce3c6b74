export type DeepLinkUri = {
  /** The pairing URI found in the address. */
  uri: string
  /** The same address without it: path, remaining query and hash, for `history.replaceState`. */
  cleanUrl: string
}

/**
 * Reads a pairing URI from a deep link (`/?uri=…` or `/wc?uri=…`) and gives the address to show
 * instead, so the URI does not stay in the address bar or the history.
 */
export function readDeepLinkUri(href: string): DeepLinkUri | undefined {
  const url = new URL(href)
  const uri = url.searchParams.get('uri')
  if (uri === null) return undefined
  url.searchParams.delete('uri')
  const path = url.pathname.replace(/\/wc\/?$/, '/')
  return { uri, cleanUrl: `${path}${url.search}${url.hash}` }
}
