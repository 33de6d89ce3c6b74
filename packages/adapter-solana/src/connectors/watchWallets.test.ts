import { describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../test/createTestWallet.js'
import { registerWallets, setupAdapter } from '../test/setupAdapter.js'

describe('Wallet Standard discovery', () => {
  it('lists Solana wallets registered before and after setup, and drops unregistered ones', () => {
    const early = createTestWallet({ name: 'Early' })
    registerWallets(early)
    const { connectors } = setupAdapter()
    expect(connectors().map((c) => [c.id, c.type, c.chain, c.name])).toEqual([
      ['Early', 'ANNOUNCED', 'solana', 'Early'],
    ])
    const unregister = registerWallets(createTestWallet({ name: 'Late' }))
    expect(connectors().map((c) => c.id)).toEqual(['Early', 'Late'])
    unregister()
    expect(connectors().map((c) => c.id)).toEqual(['Early'])
  })

  it('keeps out wallets without Solana chains, connect, events or a Solana signing feature', () => {
    registerWallets(
      createTestWallet({ name: 'Evm only', chains: ['eip155:1'] }),
      createTestWallet({ name: 'No connect', features: { 'standard:connect': undefined } }),
      createTestWallet({ name: 'No events', features: { 'standard:events': { on: 'nope' } } }),
      createTestWallet({
        name: 'No signing',
        features: { 'solana:signMessage': undefined, 'solana:signTransaction': undefined },
      }),
      createTestWallet({ name: 'Good' }),
    )
    const { connectors } = setupAdapter()
    expect(connectors().map((c) => c.name)).toEqual(['Good'])
  })

  it('sanitizes names and icons (B09, B10) and leaves out a wallet with no visible name', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    registerWallets(
      createTestWallet({ name: '\u202eevil\u200b wallet', icon: 'javascript:alert(1)' }),
      createTestWallet({ name: 'Remote', icon: 'https://example.com/x.png' }),
      createTestWallet({ name: '\u200b\u200d' }),
      createTestWallet({ name: 'x'.repeat(10_000) }),
    )
    const { connectors } = setupAdapter()
    const list = connectors()
    expect(list.map((c) => c.name)).toEqual(['evil wallet', 'Remote', `${'x'.repeat(63)}…`])
    expect(list.map((c) => c.imageUrl)).toEqual([
      undefined,
      undefined,
      expect.stringMatching(/^data:image\/svg\+xml,/),
    ])
    expect(warn).toHaveBeenCalledTimes(1)
    warn.mockRestore()
  })

  it('flags two wallets of one name, and lookalike names once the confusables table loads (B09, B11)', async () => {
    registerWallets(
      createTestWallet({ name: 'Phantom' }),
      createTestWallet({ name: 'phantom' }),
      createTestWallet({ name: 'Solflare' }),
    )
    const { connectors } = setupAdapter()
    expect(connectors().map((c) => [c.id, c.suspicious === true])).toEqual([
      ['Phantom', true],
      ['phantom', true],
      ['Solflare', false],
    ])
    registerWallets(createTestWallet({ name: 'Sоlflare' })) // Cyrillic о
    await vi.waitFor(() =>
      expect(connectors().map((c) => c.suspicious === true)).toEqual([true, true, true, true]),
    )
  })

  it('checks a wallet again when its chains or features change', () => {
    const wallet = createTestWallet({ name: 'Shifty' })
    registerWallets(wallet)
    const { connectors } = setupAdapter()
    expect(connectors().map((c) => c.id)).toEqual(['Shifty'])
    wallet.emitChange({ chains: ['eip155:1'] })
    expect(connectors()).toEqual([])
    wallet.emitChange({ chains: ['solana:mainnet'] })
    expect(connectors().map((c) => c.id)).toEqual(['Shifty'])
    wallet.emitChange({ features: { 'standard:connect': wallet.features['standard:connect'] } })
    expect(connectors()).toEqual([])
  })

  it('gives a second wallet of the same name its own id', () => {
    registerWallets(createTestWallet({ name: 'Same' }), createTestWallet({ name: 'Same' }))
    const { connectors } = setupAdapter()
    expect(connectors().map((c) => c.id)).toEqual(['Same', 'Same#2'])
  })

  it('stops reporting after teardown', () => {
    const { adapter, events } = setupAdapter({})
    const stop = adapter.setup({
      networks: [],
      projectId: undefined,
      metadata: undefined,
      includeWalletIds: [],
      excludeWalletIds: [],
      emit: (event) => events.push(event),
    })
    stop()
    const before = events.length
    registerWallets(createTestWallet({ name: 'After' }))
    // The first setup still reports; the torn-down one adds nothing more.
    expect(events.length).toBe(before + 1)
  })
})
