type NamespaceLike = { readonly chains?: readonly string[] | undefined }

/**
 * The CAIP-2 chains a proposal asks for, required first, without repeats. A namespace is keyed by
 * its name (`eip155` with `chains`) or by a chain itself (`eip155:1`).
 */
export function listRequestedChains(
  ...namespaceSets: readonly (Readonly<Record<string, NamespaceLike>> | undefined)[]
): string[] {
  const chains: string[] = []
  for (const namespaces of namespaceSets) {
    for (const [key, namespace] of Object.entries(namespaces ?? {})) {
      const listed = key.includes(':') ? [key] : (namespace.chains ?? [])
      for (const chain of listed) if (!chains.includes(chain)) chains.push(chain)
    }
  }
  return chains
}
