// @vitest-environment jsdom
import type { AdapterEvent, Connector } from '@kit/core'
import { bitcoinDevAccounts } from '@kit/devnet/chains'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createBitcoinAdapter } from '../createBitcoinAdapter.js'
import { createTestContext } from '../test/adapterFixtures.js'
import {
  createFakeSatsConnectProvider,
  createFakeStandardWallet,
  createFakeUnisat,
} from '../test/fakeWallets.js'

const [account] = bitcoinDevAccounts as [(typeof bitcoinDevAccounts)[number]]
const cleanups: (() => void)[] = []
const injected = window as unknown as Record<string, unknown>

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  for (const key of [
    'unisat',
    'okxwallet',
    'XverseProviders',
    'BitcoinProvider',
    'LeatherProvider',
    'btc_providers',
    'magicEden',
  ])
    delete injected[key]
  vi.useRealTimers()
})

function setup() {
  const context = createTestContext([])
  cleanups.push(createBitcoinAdapter().setup(context))
  return context
}

const lastList = (events: AdapterEvent[]): readonly Connector[] =>
  events.flatMap((event) => (event.type === 'connectors' ? [event.connectors] : [])).at(-1) ?? []

function register(options: { name?: string; icon?: string } = {}) {
  const fake = createFakeStandardWallet(account, options)
  cleanups.push(getWallets().register(fake.wallet))
  return fake
}

describe('Wallet Standard', () => {
  test('wallets with bitcoin:connect, registered before or after setup, are ANNOUNCED connectors', () => {
    register({ name: 'Early' })
    const context = setup()
    const plain = {
      ...createFakeStandardWallet(account, { name: 'Solana Only' }).wallet,
      features: {},
    }
    cleanups.push(getWallets().register(plain as Wallet))
    const late = createFakeStandardWallet(account, { name: 'Late' })
    const unregister = getWallets().register(late.wallet)
    expect(lastList(context.events)).toEqual([
      expect.objectContaining({ id: 'Early', name: 'Early', type: 'ANNOUNCED', chain: 'bip122' }),
      expect.objectContaining({ id: 'Late', name: 'Late', type: 'ANNOUNCED' }),
    ])
    unregister()
    expect(lastList(context.events).map(({ id }) => id)).toEqual(['Early'])
  })

  test.each([
    ['\u202EevilWallet\u200B', 'evilWallet'],
    ['  Spaced \n Name ', 'Spaced Name'],
    ['W'.repeat(200), `${'W'.repeat(63)}…`],
  ])('the name %j is shown as %j (B09)', (name, shown) => {
    register({ name })
    const context = setup()
    expect(lastList(context.events)[0]?.name).toBe(shown)
  })

  test('a wallet with no visible name, or whose name cannot be read, is left out', () => {
    register({ name: '\u200B\u202E' })
    const hostile = createFakeStandardWallet(account).wallet
    Object.defineProperty(hostile, 'name', {
      get() {
        throw new Error('no')
      },
    })
    cleanups.push(getWallets().register(hostile))
    const context = setup()
    expect(lastList(context.events)).toEqual([])
  })

  test.each([
    ['data:image/svg+xml;base64,PHN2Zy8+', 'data:image/svg+xml;base64,PHN2Zy8+'],
    ['https://wallet.example/icon.png', undefined],
    ['javascript:alert(1)', undefined],
    ['data:text/html,<script>alert(1)</script>', undefined],
    ['//host/icon.png', undefined],
    [`data:image/png;base64,${'A'.repeat(256 * 1024)}`, undefined],
  ])('the icon %s is kept as %s (B10)', (icon, kept) => {
    register({ name: 'Iconic', icon })
    const context = setup()
    expect(lastList(context.events)[0]?.imageUrl).toBe(kept)
  })

  test('two wallets of one name are both suspicious and both reachable (B11)', () => {
    register({ name: 'Twin' })
    register({ name: 'twin' })
    const context = setup()
    expect(lastList(context.events)).toEqual([
      expect.objectContaining({ id: 'Twin', suspicious: true }),
      expect.objectContaining({ id: 'twin', suspicious: true }),
    ])
    register({ name: 'Twin' })
    expect(lastList(context.events).map(({ id }) => id)).toEqual(['Twin', 'twin', 'Twin#2'])
  })

  test('a lookalike name (Cyrillic а) flags both once the confusables table loads (B09)', async () => {
    register({ name: 'Xverse' })
    register({ name: 'Xvеrse' })
    register({ name: 'Unrelated' })
    const context = setup()
    await vi.waitFor(() =>
      expect(lastList(context.events).map(({ suspicious }) => suspicious)).toEqual([
        true,
        true,
        undefined,
      ]),
    )
  })
})

describe('injected wallets', () => {
  test('Xverse, Unisat, OKX and Leather APIs are INJECTED connectors with Kit’s names', () => {
    injected.XverseProviders = { BitcoinProvider: createFakeSatsConnectProvider(account).provider }
    injected.unisat = createFakeUnisat(account).api
    injected.okxwallet = { bitcoin: createFakeUnisat(account).api }
    injected.LeatherProvider = { request: async () => ({}) }
    const context = setup()
    expect(lastList(context.events).find(({ id }) => id === 'xverse')?.explorerId).toMatch(
      /^2a87d74a/,
    )
    expect(lastList(context.events).map(({ id, name, type }) => [id, name, type])).toEqual([
      ['xverse', 'Xverse Wallet', 'INJECTED'],
      ['unisat', 'Unisat Wallet', 'INJECTED'],
      ['OKX', 'OKX Wallet', 'INJECTED'],
      ['leather', 'Leather', 'INJECTED'],
    ])
  })

  test('wallets listed in btc_providers (WBIP004) with their own name and icon, sanitized', () => {
    const xverse = createFakeSatsConnectProvider(account).provider
    injected.XverseProviders = { BitcoinProvider: xverse }
    injected.magicEden = { bitcoin: createFakeSatsConnectProvider(account).provider }
    injected.btc_providers = [
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/png;base64,AA==' },
      { id: 'magicEden.bitcoin', name: '\u202EMagic Eden', icon: 'https://evil.example/i.png' },
      { id: 'constructor.prototype', name: 'Inherited' },
      { id: '__proto__.x', name: 'Proto' },
      { id: 'magicEden.missing', name: 'Missing' },
      { id: 'magicEden.bitcoin', name: '\u200B' },
      'not an entry',
    ]
    const context = setup()
    expect(lastList(context.events)).toEqual([
      expect.objectContaining({ id: 'xverse', name: 'Xverse Wallet', type: 'INJECTED' }),
      expect.objectContaining({ id: 'Magic Eden', name: 'Magic Eden', imageUrl: undefined }),
    ])
  })

  test('an object that is not the API, or whose getter throws, is no wallet', () => {
    injected.unisat = { requestAccounts: 'nope' }
    Object.defineProperty(window, 'LeatherProvider', {
      configurable: true,
      get() {
        throw new Error('hostile')
      },
    })
    const context = setup()
    expect(lastList(context.events)).toEqual([])
  })

  test('an API injected within 1000 ms is found; teardown stops looking', () => {
    vi.useFakeTimers()
    const context = setup()
    injected.unisat = createFakeUnisat(account).api
    expect(lastList(context.events)).toEqual([])
    vi.advanceTimersByTime(1000)
    expect(lastList(context.events).map(({ id }) => id)).toEqual(['unisat'])

    const other = createTestContext([])
    const teardown = createBitcoinAdapter().setup(other)
    teardown()
    const reported = other.events.length
    register({ name: 'After Teardown' })
    vi.advanceTimersByTime(1000)
    expect(other.events).toHaveLength(reported)
  })
})
