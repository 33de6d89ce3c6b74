// @vitest-environment jsdom
import { type CreateMockAdapterParameters, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { MethodNotSupportedError } from '../errors/adapter.js'
import { ChainNotConfiguredError } from '../errors/network.js'
import { base, mainnet, optimism } from '../networks/evmNetworks.js'
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
import { switchNetwork } from './switchNetwork.js'

async function setup({
  connected = false,
  ...adapterOptions
}: CreateMockAdapterParameters & { connected?: boolean } = {}) {
  const adapter = createMockAdapter({ connect: { address, chainId: 1 }, ...adapterOptions })
  const { kit, storage } = createMockKit({ adapter })
  await kit.ready
  if (connected) await connect(kit, { connectorId: 'io.mock' })
  return { kit, adapter, storage, events: recordEvents(kit) }
}

describe('switchNetwork', () => {
  it('refuses a network the app did not configure, with the Network Not Found alert', async () => {
    const { kit, adapter } = await setup({ connected: true })
    const error = await switchNetwork(kit, { network: base }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotConfiguredError)
    expect((error as ChainNotConfiguredError).shortMessage).toBe('Chain not configured.')
    await vi.waitFor(() => expect(getState(kit, 'alerts').alert?.title).toBe('Network Not Found'))
    expect(adapter.calls.switchNetwork).toHaveLength(0)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('without a wallet, switches the app state directly', async () => {
    const { kit, adapter, storage, events } = await setup()
    const result = await switchNetwork(kit, { network: optimism })
    expect(result.caipNetworkId).toBe('eip155:10')
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(adapter.calls.switchNetwork).toHaveLength(0)
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:10'))
    expect(events.map((e) => [e.event, e.properties])).toEqual([
      ['SWITCH_NETWORK', { network: 'eip155:10' }],
    ])
  })

  it('with a wallet, moves the state only after the wallet followed', async () => {
    const { kit, adapter, storage } = await setup({ connected: true })
    const pending = adapter.defer('switchNetwork')
    const switching = switchNetwork(kit, { network: optimism })
    expect(adapter.calls.switchNetwork).toHaveLength(1)
    expect(adapter.calls.switchNetwork[0]?.connectorId).toBe('io.mock')
    expect(adapter.calls.switchNetwork[0]?.network.caipNetworkId).toBe('eip155:10')
    await Promise.resolve()
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
    pending.resolve(undefined)
    await switching
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:10')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:10:${address}`)
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:10'))
  })

  it('leaves the state unchanged when the wallet refuses', async () => {
    const { kit, adapter, storage, events } = await setup({ connected: true })
    const refusal = Object.assign(new Error('Request declined in wallet'), { code: 4001 })
    adapter.next('switchNetwork', refusal)
    await expect(switchNetwork(kit, { network: optimism })).rejects.toBe(refusal)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
    expect(storage.values.get('@kit/active_caip_network_id')).toBe(record('eip155:1'))
    expect(events.map((e) => e.event)).not.toContain('SWITCH_NETWORK')
  })

  it('from UnsupportedChain returns to Account', async () => {
    const { kit, adapter } = await setup({ connected: true })
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
    expect(getState(kit, 'router').view).toBe('UnsupportedChain')
    await switchNetwork(kit, { network: mainnet })
    expect(getNetwork(kit)?.unsupported).toBe(false)
    expect(getState(kit, 'router').view).toBe('Account')
    expect(getAccount(kit)?.caipAddress).toBe(`eip155:1:${address}`)
  })

  it('refuses with a typed error when the adapter cannot switch', async () => {
    const { kit } = await setup({ connected: true, without: ['switchNetwork'] })
    await expect(switchNetwork(kit, { network: optimism })).rejects.toBeInstanceOf(
      MethodNotSupportedError,
    )
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })
})
