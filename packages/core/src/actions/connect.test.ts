// @vitest-environment jsdom
import { type CreateMockAdapterParameters, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it } from 'vitest'
import { ConnectorNotFoundError, UserRejectedRequestError } from '../errors/connection.js'
import {
  testAddress as address,
  createMockKit,
  storedRecord as record,
  recordEvents,
} from '../test/createMockKit.js'
import { connect } from './connect.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { getState } from './state.js'

async function setup(adapterOptions: CreateMockAdapterParameters = {}) {
  const adapter = createMockAdapter({ connect: { address, chainId: 1 }, ...adapterOptions })
  const { kit, storage } = createMockKit({ adapter })
  await kit.ready
  return { kit, adapter, storage, events: recordEvents(kit) }
}

function rejectionWithCode(code: number, message = 'Request declined in wallet') {
  return Object.assign(new Error(message), { code })
}

describe('connect', () => {
  it('connects the account, persists it, and reports CONNECT_SUCCESS', async () => {
    const { kit, adapter, storage, events } = await setup()
    const result = await connect(kit, { connectorId: 'io.mock' })
    expect(result).toEqual({ address, chainId: 1 })
    expect(adapter.calls.connect).toHaveLength(1)
    expect(adapter.calls.connect[0]?.connectorId).toBe('io.mock')
    expect(adapter.calls.connect[0]?.network?.caipNetworkId).toBe('eip155:1')

    const account = getAccount(kit)
    expect(account?.address).toBe(address)
    expect(account?.caipAddress).toBe(`eip155:1:${address}`)
    expect(account?.status).toBe('connected')
    expect(account?.connectorId).toBe('io.mock')
    expect(account?.addressExplorerUrl).toBe(`https://etherscan.io/address/${address}`)
    expect(account?.allAccounts).toEqual([{ namespace: 'eip155', address, type: 'eoa' }])
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getState(kit, 'connection').pendingConnectorId).toBeUndefined()

    expect(storage.values.get('@kit/connection_status')).toBe(record('connected'))
    expect(storage.values.get('@kit/active_namespace')).toBe(record('eip155'))
    expect(storage.values.get('@kit/connected_namespaces')).toBe(record(['eip155']))
    expect(storage.values.get('@kit/connector_ids')).toBe(record({ eip155: 'io.mock' }))
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:1'))

    expect(events.map((e) => e.event)).toEqual(['SELECT_WALLET', 'CONNECT_SUCCESS'])
    expect(events[1]?.properties).toEqual({ method: 'browser', name: 'Mock Wallet' })
    expect(getState(kit, 'events').data.event).toBe('CONNECT_SUCCESS')
  })

  it('moves to the chain the wallet is on', async () => {
    const { kit, storage } = await setup({ connect: { address, chainId: 10 } })
    await connect(kit, { connectorId: 'io.mock' })
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${address}`)
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:10'))
  })

  it('is connecting while the wallet prompts', async () => {
    const { kit, adapter } = await setup()
    const pending = adapter.defer('connect')
    const connecting = connect(kit, { connectorId: 'io.mock' })
    expect(getState(kit, 'connection').status).toBe('connecting')
    expect(getState(kit, 'connection').pendingConnectorId).toBe('io.mock')
    expect(getAccount(kit)?.status).toBe('connecting')
    pending.resolve({ address, chainId: 1 })
    await connecting
    expect(getState(kit, 'connection').status).toBe('connected')
  })

  it('F07: a 4001 rejection leaves it disconnected, with nothing stored', async () => {
    const { kit, adapter, storage, events } = await setup()
    const rejection = rejectionWithCode(4001)
    adapter.next('connect', rejection)
    const keysBefore = [...storage.values.keys()]
    await expect(connect(kit, { connectorId: 'io.mock' })).rejects.toBe(rejection)
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(getState(kit, 'connection').error).toEqual({
      name: 'Error',
      message: 'Request declined in wallet',
      rejected: true,
    })
    expect(getAccount(kit)?.status).toBe('disconnected')
    expect(getAccount(kit)?.address).toBeUndefined()
    expect([...storage.values.keys()]).toEqual(keysBefore)
    expect(storage.values.has('@kit/connection_status')).toBe(false)
    expect(events.map((e) => e.event)).toEqual(['SELECT_WALLET', 'CONNECT_ERROR'])
    expect(events[1]?.properties).toEqual({ name: 'Mock Wallet', rejected: true })
  })

  it.each([
    ['code 5000', rejectionWithCode(5000)],
    ['the typed error', new UserRejectedRequestError()],
    ['the message text', new Error('User rejected the request.')],
  ])('recognises a rejection by %s', async (_, error) => {
    const { kit, adapter } = await setup()
    adapter.next('connect', error)
    await expect(connect(kit, { connectorId: 'io.mock' })).rejects.toBe(error)
    expect(getState(kit, 'connection').error?.rejected).toBe(true)
  })

  it('keeps a failure that is not a rejection apart', async () => {
    const { kit, adapter } = await setup()
    adapter.next('connect', rejectionWithCode(-32603, 'Internal error'))
    await expect(connect(kit, { connectorId: 'io.mock' })).rejects.toThrow('Internal error')
    expect(getState(kit, 'connection').error).toEqual({
      name: 'Error',
      message: 'Internal error',
      rejected: false,
    })
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })

  it('clears the last error on the next attempt', async () => {
    const { kit, adapter } = await setup()
    adapter.next('connect', rejectionWithCode(4001))
    await connect(kit, { connectorId: 'io.mock' }).catch(() => {})
    await connect(kit, { connectorId: 'io.mock' })
    expect(getState(kit, 'connection').error).toBeUndefined()
    expect(getState(kit, 'connection').status).toBe('connected')
  })

  it('stays connected when a second connect fails', async () => {
    const { kit, adapter, storage } = await setup()
    await connect(kit, { connectorId: 'io.mock' })
    adapter.next('connect', rejectionWithCode(4001))
    await expect(connect(kit, { connectorId: 'io.mock' })).rejects.toThrow()
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getAccount(kit)?.address).toBe(address)
    expect(storage.values.get('@kit/connection_status')).toBe(record('connected'))
  })

  it('refuses an unknown connector', async () => {
    const { kit, adapter } = await setup()
    await expect(connect(kit, { connectorId: 'io.unknown' })).rejects.toBeInstanceOf(
      ConnectorNotFoundError,
    )
    expect(adapter.calls.connect).toHaveLength(0)
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })

  it('reads a hex chain id from the wallet (B16)', async () => {
    const { kit, storage } = await setup({ connect: { address, chainId: '0x1' } })
    await connect(kit, { connectorId: 'io.mock' })
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
    expect(storage.values.get('@kit/connection_status')).toBe(record('connected'))
  })
})
