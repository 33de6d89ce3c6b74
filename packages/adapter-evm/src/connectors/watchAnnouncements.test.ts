// @vitest-environment jsdom
import type { AdapterEvent, Connector } from '@kit/core'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { announceWallet, installWallet, walletInfo } from '../test/announceWallet.js'
import { createMockProvider } from '../test/createMockProvider.js'
import { createTestContext } from '../test/fixtures.js'

const connectorLists = (events: AdapterEvent[]) =>
  events.flatMap((event) => (event.type === 'connectors' ? [event.connectors] : []))
const lastList = (events: AdapterEvent[]): readonly Connector[] =>
  connectorLists(events).at(-1) ?? []

const cleanups: (() => void)[] = []
let warn: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as { ethereum?: unknown }).ethereum
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function setup() {
  const context = createTestContext()
  const teardown = createEvmAdapter().setup(context)
  cleanups.push(teardown)
  return { context, events: context.events, teardown }
}

describe('EIP-6963 discovery', () => {
  test('an installed wallet becomes an ANNOUNCED connector, reported once', () => {
    const info = walletInfo({ name: 'Example Wallet', rdns: 'com.example.wallet' })
    cleanups.push(installWallet({ info }))
    const { events } = setup()
    expect(connectorLists(events)).toHaveLength(1)
    expect(lastList(events)).toEqual([
      {
        id: 'com.example.wallet',
        type: 'ANNOUNCED',
        name: 'Example Wallet',
        chain: 'eip155',
        imageUrl: info.icon,
        info: { rdns: 'com.example.wallet', uuid: info.uuid },
      },
    ])
  })

  test('accepts a late announcement and reports the new list', () => {
    const { events } = setup()
    expect(connectorLists(events)).toHaveLength(0)
    announceWallet({ info: walletInfo({ rdns: 'io.late.wallet', name: 'Late' }) })
    expect(lastList(events).map((c) => c.id)).toEqual(['io.late.wallet'])
  })

  test('B11: a reused uuid with another name, rdns or provider flags both, with a warning', () => {
    const { events } = setup()
    const info = walletInfo({ name: 'First', rdns: 'com.first.wallet' })
    announceWallet({ info })
    announceWallet({
      info: {
        ...info,
        uuid: (info.uuid as string).toUpperCase(),
        name: 'Second',
        rdns: 'com.second.wallet',
      },
    })
    expect(lastList(events).map((c) => [c.name, c.suspicious])).toEqual([
      ['First', true],
      ['Second', true],
    ])
    expect(new Set(lastList(events).map((c) => c.id)).size).toBe(2)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain('uuid')
  })

  test('B11: a reused uuid with the same details but another provider flags both', () => {
    const { events } = setup()
    const info = walletInfo({ name: 'First', rdns: 'com.first.wallet' })
    announceWallet({ info })
    announceWallet({ info })
    expect(lastList(events).map((c) => c.suspicious)).toEqual([true, true])
    expect(warn).toHaveBeenCalledTimes(1)
  })

  test('B11: the same announcement twice stays one harmless wallet', () => {
    const { events } = setup()
    const provider = createMockProvider()
    const info = walletInfo({ name: 'First', rdns: 'com.first.wallet' })
    announceWallet({ info, provider })
    announceWallet({ info: { ...info }, provider })
    expect(connectorLists(events)).toHaveLength(1)
    expect(lastList(events).map((c) => [c.name, c.suspicious])).toEqual([['First', undefined]])
    expect(warn).not.toHaveBeenCalled()
  })

  test('B09: a lookalike name (Cyrillic а) beside MetaMask flags both', async () => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ name: 'MetaMask', rdns: 'io.metamask' }) })
    announceWallet({ info: walletInfo({ name: 'MetaM\u0430sk', rdns: 'io.impostor' }) })
    // The confusables table is loaded with `import()`; the list is reported again once it is.
    await vi.waitFor(() =>
      expect(lastList(events).map((c) => [c.id, c.suspicious])).toEqual([
        ['io.metamask', true],
        ['io.impostor', true],
      ]),
    )
  })

  test('B09: once the confusables table has loaded, a later lookalike is flagged at once', async () => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ name: 'MetaMask', rdns: 'io.metamask' }) })
    announceWallet({ info: walletInfo({ name: 'Rabby', rdns: 'io.rabby' }) })
    await vi.dynamicImportSettled()
    announceWallet({ info: walletInfo({ name: 'R\u0430bby', rdns: 'io.impostor' }) })
    expect(lastList(events).map((c) => [c.id, c.suspicious])).toEqual([
      ['io.metamask', undefined],
      ['io.rabby', true],
      ['io.impostor', true],
    ])
  })

  test('B09: names made only of invisible characters are ignored with a warning', () => {
    const { events } = setup()
    for (const name of ['\u3164', '\u115f\u115f', '\u2800', '\ufe0f'])
      announceWallet({ info: walletInfo({ name, rdns: 'com.blank.wallet' }) })
    expect(connectorLists(events)).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(4)
  })

  test('marks both wallets suspicious when a second one reuses a name', () => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ name: 'MetaMask', rdns: 'io.metamask' }) })
    announceWallet({ info: walletInfo({ name: 'MetaMask', rdns: 'io.impostor' }) })
    expect(lastList(events).map((c) => [c.id, c.suspicious])).toEqual([
      ['io.metamask', true],
      ['io.impostor', true],
    ])
  })

  test('marks both suspicious when a second one reuses an rdns, and gives it an id of its own', () => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ name: 'MetaMask', rdns: 'io.metamask' }) })
    const { info } = announceWallet({
      info: walletInfo({ name: 'Totally Legit', rdns: 'io.metamask' }),
    })
    expect(lastList(events).map((c) => [c.id, c.suspicious])).toEqual([
      ['io.metamask', true],
      [`io.metamask#${info.uuid}`, true],
    ])
  })

  test.each([
    ['a bad uuid', { info: walletInfo({ uuid: '1234' }) }],
    ['a bad rdns', { info: walletInfo({ rdns: 'not reverse dns' }) }],
    ['an empty name', { info: walletInfo({ name: ' ' }) }],
    ['a provider without request', { provider: {} }],
  ])('ignores %s with one warning', (_, announcement) => {
    const { events } = setup()
    announceWallet(announcement)
    expect(connectorLists(events)).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toContain(
      'Ignored an invalid EIP-6963 wallet announcement',
    )
  })

  test('ignores an event without a detail, and one whose detail throws', () => {
    const { events } = setup()
    window.dispatchEvent(new Event('eip6963:announceProvider'))
    const hostile = Object.defineProperty({}, 'info', {
      get() {
        throw new Error('trap')
      },
    })
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: hostile }))
    expect(connectorLists(events)).toHaveLength(0)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(String(warn.mock.calls[1]?.[0])).toContain('reading it threw')
  })

  test.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:text/html', 'data:text/html,<b>x</b>'],
    ['http:', 'http://wallet.example/icon.png'],
    ['//host', '//wallet.example/icon.png'],
    ['a data URI over 256 KB', `data:image/png;base64,${'A'.repeat(300_000)}`],
  ])('an icon of %s becomes undefined', (_, icon) => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ icon }) })
    expect(lastList(events)[0]?.imageUrl).toBeUndefined()
  })

  test('strips bidi and zero-width characters from names and caps long ones', () => {
    const { events } = setup()
    announceWallet({ info: walletInfo({ name: '\u202eMeta\u200bMask', rdns: 'io.metamask' }) })
    announceWallet({ info: walletInfo({ name: 'x'.repeat(10_000), rdns: 'com.long.wallet' }) })
    expect(lastList(events).map((c) => c.name)).toEqual(['MetaMask', `${'x'.repeat(63)}…`])
  })

  test('offers window.ethereum as "Browser Wallet" when no wallet announces', () => {
    ;(window as { ethereum?: unknown }).ethereum = createMockProvider()
    const { events } = setup()
    expect(lastList(events)).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', chain: 'eip155' },
    ])
  })

  test('finds a window.ethereum injected late, after the injection wait', () => {
    vi.useFakeTimers()
    const { events } = setup()
    ;(window as { ethereum?: unknown }).ethereum = createMockProvider()
    vi.advanceTimersByTime(1000)
    expect(lastList(events).map((c) => c.id)).toEqual(['injected'])
  })

  test('drops the legacy fallback when an announced wallet carries window.ethereum', () => {
    const provider = createMockProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const { events } = setup()
    announceWallet({ info: walletInfo({ rdns: 'io.metamask' }), provider })
    expect(lastList(events).map((c) => c.id)).toEqual(['io.metamask'])
  })

  test('item 13: offers window.ethereum beside announced wallets when none of them carries it', () => {
    ;(window as { ethereum?: unknown }).ethereum = createMockProvider()
    const { events } = setup()
    announceWallet({ info: walletInfo({ rdns: 'io.metamask' }) })
    expect(lastList(events).map((c) => c.id)).toEqual(['io.metamask', 'injected'])
  })

  test('item 13: an ignored announcement of window.ethereum leaves the injected row', () => {
    const provider = createMockProvider()
    ;(window as { ethereum?: unknown }).ethereum = provider
    const { events } = setup()
    announceWallet({ info: walletInfo({ rdns: 'io.metamask' }) })
    announceWallet({ info: walletInfo({ rdns: 'headless-web3-provider' }), provider })
    expect(warn).toHaveBeenCalledTimes(1)
    expect(lastList(events).map((c) => c.id)).toEqual(['io.metamask', 'injected'])
  })

  test('survives a window.ethereum getter that throws', () => {
    Object.defineProperty(window, 'ethereum', {
      configurable: true,
      get() {
        throw new Error('another extension owns this')
      },
    })
    const { events } = setup()
    expect(connectorLists(events)).toHaveLength(0)
  })

  test('ignores a window.ethereum without request', () => {
    ;(window as { ethereum?: unknown }).ethereum = { isMetaMask: true }
    const { events } = setup()
    expect(connectorLists(events)).toHaveLength(0)
  })

  test('the teardown removes its listeners and timer', () => {
    vi.useFakeTimers()
    const { events, teardown } = setup()
    teardown()
    expect(vi.getTimerCount()).toBe(0)
    announceWallet()
    expect(connectorLists(events)).toHaveLength(0)
  })

  test('two adapters discover independently', () => {
    cleanups.push(installWallet({ info: walletInfo({ rdns: 'io.metamask' }) }))
    const first = setup()
    const second = setup()
    expect(lastList(first.events).map((c) => c.id)).toEqual(['io.metamask'])
    expect(lastList(second.events).map((c) => c.id)).toEqual(['io.metamask'])
  })
})
