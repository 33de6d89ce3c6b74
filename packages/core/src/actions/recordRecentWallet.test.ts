// @vitest-environment jsdom
import { createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createKit } from '../createKit.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { Connector } from '../types/connector.js'
import { connect } from './connect.js'
import { getState } from './state.js'

/** A reverse-DNS name of 132 characters: valid in an EIP-6963 announcement (≤ 253). */
const longRdns = `com.${'a'.repeat(63)}.${'b'.repeat(62)}.w`

function startKit(storage: ReturnType<typeof createMemoryStorage>, connector?: Connector) {
  const adapter = createMockAdapter(connector ? { connectors: [connector] } : {})
  const kit = createKit({
    networks: [mainnet],
    adapters: [adapter],
    storage,
    projectId: 'test-project',
  })
  onTestFinished(() => kit.destroy())
  return kit
}

describe('recent wallets survive a reload', () => {
  it('item 7: a wallet with a 132-character rdns is still recent after the next load', async () => {
    expect(longRdns).toHaveLength(132)
    const connector: Connector = {
      id: longRdns,
      type: 'ANNOUNCED',
      name: 'Long Wallet',
      chain: 'eip155',
      info: { rdns: longRdns, uuid: '8f2a3c1e-5b4d-4e6f-9a7b-1c2d3e4f5a6b' },
    }
    const storage = createMemoryStorage()
    const first = startKit(storage, connector)
    await first.ready
    await connect(first, { connectorId: longRdns })
    expect(getState(first, 'wallets').recent.map((w) => w.id)).toEqual([longRdns])
    first.destroy()

    const second = startKit(storage, connector)
    await second.ready
    expect(getState(second, 'wallets').recent.map((w) => w.id)).toEqual([longRdns])
    expect(storage.values.has('@kit/recent_wallets')).toBe(true)
  })

  it('item 7: a name longer than the stored limit is cut, not the whole list lost', async () => {
    const storage = createMemoryStorage()
    const first = startKit(storage, {
      id: 'io.long',
      type: 'ANNOUNCED',
      name: 'N'.repeat(500),
      chain: 'eip155',
    })
    await first.ready
    await connect(first, { connectorId: 'io.long' })
    first.destroy()
    const second = startKit(storage)
    await second.ready
    expect(getState(second, 'wallets').recent[0]?.name).toHaveLength(100)
  })
})
