import type { Connector, ConnectorType } from '../types/connector.js'

const groupable: readonly ConnectorType[] = ['ANNOUNCED', 'INJECTED', 'MULTI_CHAIN', 'EXTERNAL']

/**
 * One wallet that several adapters report (the same name in several namespaces) becomes one
 * entry carrying each namespace's connector in `connectors` (type `MULTI_CHAIN`, or `EXTERNAL`
 * when all of them are), where the first of them stood. Nothing is merged on a doubt (SECURITY
 * B11): a connector flagged suspicious, two of one namespace with the same name, or two that
 * announce different rdns all stay apart. Others are returned as they are, in their order.
 */
export function groupMultiChainConnectors(connectors: readonly Connector[]): Connector[] {
  const key = (c: Connector) => c.name.trim().toLowerCase()
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    if (!groupable.includes(connector.type) || connector.suspicious || connector.connectors)
      continue
    const name = key(connector)
    if (name === '') continue
    groups.set(name, [...(groups.get(name) ?? []), connector])
  }
  const merged = new Map<Connector, Connector>()
  const absorbed = new Set<Connector>()
  for (const members of groups.values()) {
    if (members.length < 2) continue
    const chains = new Set(members.map((c) => c.chain))
    const rdns = new Set(members.flatMap((c) => (c.info?.rdns ? [c.info.rdns] : [])))
    if (chains.size !== members.length || rdns.size > 1) continue
    const [first, ...rest] = members as [Connector, ...Connector[]]
    const pictured = members.find((c) => c.imageUrl || c.imageId) ?? first
    merged.set(first, {
      ...first,
      type: members.every((c) => c.type === 'EXTERNAL') ? 'EXTERNAL' : 'MULTI_CHAIN',
      imageUrl: pictured.imageUrl,
      imageId: pictured.imageId,
      explorerId: members.find((c) => c.explorerId)?.explorerId,
      info: members.find((c) => c.info?.rdns)?.info ?? first.info,
      connectors: members,
    })
    for (const member of rest) absorbed.add(member)
  }
  return connectors.filter((c) => !absorbed.has(c)).map((c) => merged.get(c) ?? c)
}
