// @vitest-environment jsdom
import {
  type CreateMockAdapterParameters,
  createMemoryStorage,
  createMockAdapter,
} from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import {
  testAddress as address,
  createMockKit,
  storedRecord as record,
  silenceWarnings,
} from '../test/createMockKit.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { getState } from './state.js'

const storedConnection = {
  '@kit/connection_status': record('connected'),
  '@kit/active_namespace': record('eip155'),
  '@kit/connected_namespaces': record(['eip155']),
  '@kit/connector_ids': record({ eip155: 'io.mock' }),
  '@kit/active_caip_network_id': record('eip155:10'),
}

function setup(
  initial: Record<string, string>,
  adapterOptions: CreateMockAdapterParameters = {},
  autoReconnect = true,
) {
  const adapter = createMockAdapter({ reconnect: { address, chainId: 10 }, ...adapterOptions })
  const storage = createMemoryStorage({ initial })
  return createMockKit({ adapter, storage, autoReconnect })
}

describe('restoring the stored connection at startup', () => {
  it('is connecting synchronously after createKit, then connected once ready', async () => {
    const { kit, adapter } = setup(storedConnection)
    expect(getState(kit, 'connection').status).toBe('connecting')
    expect(getState(kit, 'connection').initialized).toBe(false)
    expect(getAccount(kit)?.status).toBe('reconnecting')
    await kit.ready
    expect(adapter.calls.reconnect).toEqual([
      { connectorId: 'io.mock', network: expect.objectContaining({ chainNamespace: 'eip155' }) },
    ])
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getState(kit, 'connection').initialized).toBe(true)
    expect(getAccount(kit)?.status).toBe('connected')
    expect(getAccount(kit)?.address).toBe(address)
    expect(getAccount(kit)?.connectorId).toBe('io.mock')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${address}`)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
  })

  it('falls back to disconnected with a warning only when the wallet fails', async () => {
    const warn = silenceWarnings()
    const { kit, storage } = setup(storedConnection, { reconnect: new Error('Provider gone') })
    expect(getState(kit, 'connection').status).toBe('connecting')
    await expect(kit.ready).resolves.toBeUndefined()
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(getState(kit, 'connection').initialized).toBe(true)
    expect(getAccount(kit)?.status).toBe('disconnected')
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(warn.mock.calls.map((call) => call[0])).toEqual([
      '[kit] Could not restore the eip155 connection',
    ])
    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
    expect(storage.values.has('@kit/connector_ids')).toBe(false)
    expect(storage.values.has('@kit/connected_namespaces')).toBe(false)
  })

  it('falls back to disconnected when the wallet no longer grants access', async () => {
    const warn = silenceWarnings()
    const { kit, storage } = setup(storedConnection, { reconnect: undefined })
    await kit.ready
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
  })

  it('falls back to disconnected when the adapter cannot reconnect silently', async () => {
    const { kit, storage } = setup(storedConnection, { without: ['reconnect'] })
    await kit.ready
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
  })

  it('clears the cached connector ids when the stored status is disconnected', async () => {
    const { kit, adapter, storage } = setup({
      ...storedConnection,
      '@kit/connection_status': record('disconnected'),
    })
    expect(getState(kit, 'connection').status).toBe('disconnected')
    await kit.ready
    expect(adapter.calls.reconnect).toHaveLength(0)
    expect(storage.values.has('@kit/connector_ids')).toBe(false)
    expect(storage.values.has('@kit/connected_namespaces')).toBe(false)
    expect(getState(kit, 'connection').initialized).toBe(true)
  })

  describe('F14: a corrupt key resets alone', () => {
    const corruptions: [string, string][] = [
      ['a cut-off record', '{'],
      ['null', 'null'],
      ['[object Object]', '[object Object]'],
      ['a wrong version', JSON.stringify({ v: 2, d: 'connected' })],
      ['5 MB', JSON.stringify({ v: 1, d: 'x'.repeat(5 * 1024 * 1024) })],
    ]
    const keys = ['connection_status', 'connected_namespaces', 'connector_ids'] as const

    describe.each(keys)('%s', (key) => {
      it.each(corruptions)('F14: %s resets only that key', async (_, corrupt) => {
        silenceWarnings()
        const { kit, storage } = setup({ ...storedConnection, [`@kit/${key}`]: corrupt })
        await kit.ready
        const restorable = key !== 'connector_ids'
        expect(getState(kit, 'connection').status).toBe(restorable ? 'connected' : 'disconnected')
        for (const other of keys.filter((k) => k !== key))
          expect(storage.values.get(`@kit/${other}`)).toBe(storedConnection[`@kit/${other}`])
        if (restorable) {
          // The live connection came back, so its key is written again from memory.
          expect(getAccount(kit)?.address).toBe(address)
          expect(storage.values.get(`@kit/${key}`)).toBe(storedConnection[`@kit/${key}`])
        } else {
          expect(storage.values.has(`@kit/${key}`)).toBe(false)
        }
      })
    })
  })

  it('does nothing without autoReconnect', async () => {
    const { kit, adapter, storage } = setup(storedConnection, {}, false)
    await kit.ready
    expect(adapter.calls.reconnect).toHaveLength(0)
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(getState(kit, 'connection').initialized).toBe(true)
    expect(storage.values.get('@kit/connector_ids')).toBe(record({ eip155: 'io.mock' }))
  })
})
