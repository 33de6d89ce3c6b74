import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import {
  groupConnectors,
  orderWalletSections,
  walletListSectionOrder,
} from './walletListSections.js'

const connectors: Connector[] = [
  { id: 'ext', type: 'EXTERNAL', name: 'External', chain: 'eip155' },
  { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
  { id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155' },
  { id: 'io.mock', type: 'ANNOUNCED', name: 'Mock', chain: 'eip155' },
  { id: 'multi', type: 'MULTI_CHAIN', name: 'Multi', chain: 'eip155' },
  { id: 'auth', type: 'AUTH', name: 'Email', chain: 'eip155' },
]

const summary = (groups: ReturnType<typeof groupConnectors>) =>
  groups.map((g) => [g.section, g.connectors.map((c) => c.id)])

describe('groupConnectors', () => {
  it('lists the sections in the spec order', () => {
    expect(walletListSectionOrder).toEqual([
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'custom',
      'external',
      'recommended',
    ])
  })

  it('groups by type in section order, dropping empty sections', () => {
    expect(
      summary(
        groupConnectors({
          connectors,
          walletConnectEnabled: true,
          connectedViaWalletConnect: false,
        }),
      ),
    ).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['injected', 'io.mock', 'multi']],
      ['external', ['ext']],
    ])
  })

  it('hides WalletConnect when disabled or already connected that way', () => {
    const disabled = groupConnectors({
      connectors,
      walletConnectEnabled: false,
      connectedViaWalletConnect: false,
    })
    const connected = groupConnectors({
      connectors,
      walletConnectEnabled: true,
      connectedViaWalletConnect: true,
    })
    expect(disabled.map((g) => g.section)).toEqual(['injected', 'external'])
    expect(connected.map((g) => g.section)).toEqual(['injected', 'external'])
  })
})

describe('orderWalletSections', () => {
  it("keeps the SPEC's order without a configured one", () => {
    expect(orderWalletSections(undefined)).toEqual(walletListSectionOrder)
    expect(orderWalletSections([])).toEqual(walletListSectionOrder)
  })

  it('puts the named sections first, in their order, ignoring unknown names and repeats', () => {
    expect(orderWalletSections(['custom', 'bogus', 'walletConnect', 'custom'])).toEqual([
      'custom',
      'walletConnect',
      'recent',
      'injected',
      'featured',
      'external',
      'recommended',
    ])
  })
})
