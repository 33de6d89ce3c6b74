import { createCatalogue } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../types/connector.js'
import { buildWalletSections } from './buildWalletSections.js'
import { orderWalletSections } from './walletListSections.js'

const connector = (id: string, rdns: string, type: Connector['type'] = 'ANNOUNCED'): Connector => ({
  id,
  type,
  name: id,
  chain: 'eip155',
  info: { rdns },
})

const ids = (sections: ReturnType<typeof buildWalletSections>) =>
  sections.map(({ section, items }) => [
    section,
    items.map((item) => (item.kind === 'connector' ? item.connector.id : item.wallet.id)),
  ])

describe('buildWalletSections', () => {
  const [w1, w2, w3] = createCatalogue(3)
  if (!w1 || !w2 || !w3) throw new Error('catalogue')
  const base = {
    recent: [],
    featured: [],
    custom: [],
    recommended: [],
    walletConnectEnabled: true,
    connectedViaWalletConnect: false,
  }

  it('orders sections as the SPEC lists them and drops empty ones', () => {
    const sections = buildWalletSections({
      ...base,
      connectors: [
        connector('ext', 'com.external', 'EXTERNAL'),
        connector('wc', 'com.walletconnect', 'WALLET_CONNECT'),
        connector('a', 'com.a'),
      ],
      recent: [{ id: 'a', name: 'a', connectorId: 'a' }],
      featured: [w2],
      custom: [{ id: 'custom', name: 'Custom' }],
      recommended: [w3],
    })
    expect(ids(sections)).toEqual([
      ['walletConnect', ['wc']],
      ['recent', ['a']],
      ['featured', ['w0002']],
      ['custom', ['custom']],
      ['external', ['ext']],
      ['recommended', ['w0003']],
    ])
  })

  it('features.connectorTypeOrder: the named sections first, the rest after, each wallet once', () => {
    const sections = buildWalletSections({
      ...base,
      connectors: [
        connector('ext', 'com.external', 'EXTERNAL'),
        connector('wc', 'com.walletconnect', 'WALLET_CONNECT'),
        connector('a', 'com.a'),
        connector('b', 'com.b'),
      ],
      recent: [{ id: 'a', name: 'a', connectorId: 'a' }],
      featured: [w2],
      recommended: [w3],
      order: orderWalletSections(['recommended', 'injected', 'recent']),
    })
    expect(ids(sections)).toEqual([
      ['recommended', ['w0003']],
      ['injected', ['b']],
      ['recent', ['a']],
      ['walletConnect', ['wc']],
      ['featured', ['w0002']],
      ['external', ['ext']],
    ])
  })

  it('offers a recent pairing as its catalogue row, once, while WalletConnect can be used', () => {
    const wc = connector('wc', 'com.walletconnect', 'WALLET_CONNECT')
    const recent = [
      {
        id: w2.id,
        name: 'Paired Wallet',
        connectorId: 'wc',
        imageId: 'img-2',
        mobileLink: 'paired://',
        webappLink: 'https://paired.example',
      },
    ]
    const sections = buildWalletSections({
      ...base,
      connectors: [wc],
      recent,
      recommended: [w2, w3],
    })
    expect(ids(sections)).toEqual([
      ['walletConnect', ['wc']],
      ['recent', [w2.id]],
      ['recommended', ['w0003']],
    ])
    const item = sections[1]?.items[0]
    expect(item?.kind === 'catalogue' && item.wallet).toMatchObject({
      name: 'Paired Wallet',
      image_id: 'img-2',
      mobile_link: 'paired://',
      desktop_link: null,
      webapp_link: 'https://paired.example',
      rdns: null,
    })
    for (const off of [{ walletConnectEnabled: false }, { connectedViaWalletConnect: true }])
      expect(
        ids(buildWalletSections({ ...base, ...off, connectors: [wc], recent })).map(([s]) => s),
      ).not.toContain('recent')
    expect(ids(buildWalletSections({ ...base, connectors: [], recent }))).toEqual([])
  })

  it('keeps both wallets that announce the same rdns (B11), and hides the catalogue twin', () => {
    const sections = buildWalletSections({
      ...base,
      connectors: [connector('one', 'io.mock'), connector('two', 'io.mock')],
      featured: [w1],
      recommended: [w1, w2],
    })
    expect(ids(sections)).toEqual([
      ['injected', ['one', 'two']],
      ['recommended', ['w0002']],
    ])
  })

  it('shows a wallet once: featured wins over recommended, recent over injected', () => {
    const sections = buildWalletSections({
      ...base,
      connectors: [connector('a', 'com.a')],
      recent: [
        { id: 'a', name: 'a', connectorId: 'a' },
        { id: 'gone', name: 'gone', connectorId: 'gone' },
      ],
      featured: [w2],
      recommended: [w2, w3],
      walletConnectEnabled: false,
    })
    expect(ids(sections)).toEqual([
      ['recent', ['a']],
      ['featured', ['w0002']],
      ['recommended', ['w0003']],
    ])
  })
})

describe('buildWalletSections with a wallet of several namespaces', () => {
  it('shows it as recent when the connector last used is one of its namespaces', () => {
    const evm: Connector = {
      id: 'app.phantom',
      type: 'ANNOUNCED',
      name: 'Phantom',
      chain: 'eip155',
    }
    const solana: Connector = { id: 'Phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana' }
    const merged: Connector = { ...evm, type: 'MULTI_CHAIN', connectors: [evm, solana] }
    const sections = buildWalletSections({
      connectors: [merged],
      recent: [{ id: 'Phantom', name: 'Phantom', connectorId: 'Phantom' }],
      featured: [],
      custom: [],
      recommended: [],
      walletConnectEnabled: false,
      connectedViaWalletConnect: false,
    })
    expect(sections.map(({ section, items }) => [section, items.length])).toEqual([['recent', 1]])
  })
})
