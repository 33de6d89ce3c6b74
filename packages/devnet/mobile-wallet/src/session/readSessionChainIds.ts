/** The part of a session's namespaces the wallet reads. */
export type SessionNamespacesLike = Readonly<
  Record<string, { readonly chains?: readonly string[]; readonly accounts: readonly string[] }>
>

/**
 * The EVM chain ids of a session, in the order approved: from `chains`, or from the CAIP-10
 * accounts when the namespace lists none.
 */
export function readSessionChainIds(namespaces: SessionNamespacesLike): number[] {
  const eip155 = namespaces.eip155
  if (!eip155) return []
  const references =
    eip155.chains && eip155.chains.length > 0
      ? eip155.chains
      : eip155.accounts.map((account) => account.split(':').slice(0, 2).join(':'))
  const ids: number[] = []
  for (const reference of references) {
    const id = parseCaip2ChainId(reference)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
  }
  return ids
}

/** `eip155:10` → 10; anything else → `undefined`. */
export function parseCaip2ChainId(reference: string): number | undefined {
  const match = /^eip155:([1-9][0-9]{0,15})$/.exec(reference)
  const id = match ? Number(match[1]) : Number.NaN
  return Number.isSafeInteger(id) ? id : undefined
}
