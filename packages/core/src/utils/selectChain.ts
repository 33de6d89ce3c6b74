import type { ChainNamespace } from '../types/network.js'

/** A chains state, live or a snapshot of it. */
type ChainsLike<C> = {
  readonly activeNamespace: ChainNamespace | undefined
  readonly namespaces: { readonly [K in ChainNamespace]?: C | undefined }
}

/**
 * The chain state of a namespace (the active one by default): what `getAccount` and
 * `getNetwork` read, and what hooks read from the snapshot they render.
 */
export function selectChain<C>(
  chains: ChainsLike<C>,
  { namespace }: { namespace?: ChainNamespace | undefined } = {},
): C | undefined {
  const ns = namespace ?? chains.activeNamespace
  return ns ? chains.namespaces[ns] : undefined
}
