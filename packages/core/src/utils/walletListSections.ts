import type { Connector } from '../types/connector.js'

export type WalletListSection =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended'

/** The order of the Connect view's wallet sections (SPEC §1). */
export const walletListSectionOrder: readonly WalletListSection[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
]

/**
 * The section order with the app's `features.connectorTypeOrder`: the sections it names first, in
 * its order (unknown names and repeats ignored), then the others in the SPEC's order.
 */
export function orderWalletSections(
  configured: readonly string[] | undefined,
): readonly WalletListSection[] {
  if (!configured?.length) return walletListSectionOrder
  const first = walletListSectionOrder
    .filter((section) => configured.includes(section))
    .sort((a, b) => configured.indexOf(a) - configured.indexOf(b))
  return [...first, ...walletListSectionOrder.filter((section) => !first.includes(section))]
}

export type GroupConnectorsParameters = {
  connectors: readonly Connector[]
  walletConnectEnabled: boolean
  connectedViaWalletConnect: boolean
}

/** Groups connectors into the sections they belong to, in order; empty sections are dropped. */
export function groupConnectors({
  connectors,
  walletConnectEnabled,
  connectedViaWalletConnect,
}: GroupConnectorsParameters): { section: WalletListSection; connectors: Connector[] }[] {
  const bySection = (section: WalletListSection): Connector[] => {
    switch (section) {
      case 'walletConnect':
        return walletConnectEnabled && !connectedViaWalletConnect
          ? connectors.filter((c) => c.type === 'WALLET_CONNECT')
          : []
      case 'injected':
        return connectors.filter(
          (c) => c.type === 'ANNOUNCED' || c.type === 'INJECTED' || c.type === 'MULTI_CHAIN',
        )
      case 'external':
        return connectors.filter((c) => c.type === 'EXTERNAL')
      default:
        return []
    }
  }
  return walletListSectionOrder
    .map((section) => ({ section, connectors: bySection(section) }))
    .filter((group) => group.connectors.length > 0)
}
