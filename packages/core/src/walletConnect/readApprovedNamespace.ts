import type { ChainNamespace } from '../types/network.js'

/** One namespace of a session as the wallet approved it; untrusted strings throughout. */
export type ApprovedNamespace = { accounts: string[]; chains: string[]; methods: string[] }

type SessionNamespaces = Record<string, unknown>

/**
 * Gathers what a session approved for `namespace`, under its own key and under chain-scoped keys
 * (`eip155:1`) that CAIP-25 also allows. Non-string entries are dropped; `undefined` when the
 * wallet approved no account there.
 */
export function readApprovedNamespace(
  namespaces: SessionNamespaces | undefined,
  namespace: ChainNamespace,
): ApprovedNamespace | undefined {
  const approved: ApprovedNamespace = { accounts: [], chains: [], methods: [] }
  for (const [key, value] of Object.entries(namespaces ?? {})) {
    if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
    const entry = (typeof value === 'object' && value !== null ? value : {}) as Record<
      string,
      unknown
    >
    for (const field of ['accounts', 'chains', 'methods'] as const) {
      const list = entry[field]
      if (!Array.isArray(list)) continue
      for (const item of list)
        if (typeof item === 'string' && !approved[field].includes(item)) approved[field].push(item)
    }
    if (key !== namespace && !approved.chains.includes(key)) approved.chains.push(key)
  }
  return approved.accounts.length > 0 ? approved : undefined
}
