// @vitest-environment jsdom
import { createFakeSiwx, createMockAdapter, type FakeSiwx } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import {
  testAddress as address,
  connectMockWallet,
  createMockKit,
  silenceWarnings,
} from '../test/createMockKit.js'
import { cancelSiwxSignature } from './cancelSiwxSignature.js'
import { requestSiwxSignature } from './requestSiwxSignature.js'
import { getState } from './state.js'

const other = '0x1111111111111111111111111111111111111111'

/** Connected on mainnet with a session there, then the wallet moved to Optimism. */
async function onOptimismAfterMainnet(siwx: FakeSiwx, adapter = createMockAdapter()) {
  const { kit } = createMockKit({ siwx, adapter })
  await kit.ready
  await connectMockWallet(kit)
  await vi.waitFor(() => expect(kit.runtime.lastSignedInNetwork).toBe('eip155:1'))
  adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
  await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
  return { kit, adapter }
}

const activeNetwork = (kit: Parameters<typeof getState>[0]) =>
  getState(kit, 'chains').namespaces.eip155?.network.caipNetwork?.caipNetworkId

describe('cancelling a required sign-in after a network switch', () => {
  it('switches back to the last network signed in on, connected, the modal closed', async () => {
    const siwx = createFakeSiwx({ required: true, signedIn: [`eip155:1|${address}`] })
    const { kit, adapter } = await onOptimismAfterMainnet(siwx)
    await cancelSiwxSignature(kit)
    expect(adapter.calls.switchNetwork.map((call) => call.network.caipNetworkId)).toEqual([
      'eip155:1',
    ])
    expect(activeNetwork(kit)).toBe('eip155:1')
    expect(getState(kit, 'connection').status).toBe('connected')
    expect(getState(kit, 'modal').open).toBe(false)
    expect(adapter.calls.disconnect).toHaveLength(0)
  })

  it('remembers a network signed in through the prompt too', async () => {
    const adapter = createMockAdapter()
    const siwx = createFakeSiwx({ required: true })
    const { kit } = createMockKit({ siwx, adapter })
    await kit.ready
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    await requestSiwxSignature(kit)
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    await cancelSiwxSignature(kit)
    expect(activeNetwork(kit)).toBe('eip155:1')
    expect(getState(kit, 'connection').status).toBe('connected')
  })

  it('disconnects when the session of the last network is gone', async () => {
    const adapter = createMockAdapter()
    const siwx = createFakeSiwx({ required: true })
    const { kit } = createMockKit({ siwx, adapter })
    await kit.ready
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    await requestSiwxSignature(kit)
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    siwx.sessions.splice(0)
    await cancelSiwxSignature(kit)
    expect(adapter.calls.switchNetwork).toHaveLength(0)
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })

  it('disconnects when another account is connected now', async () => {
    const siwx = createFakeSiwx({ required: true, signedIn: [`eip155:1|${address}`] })
    const { kit, adapter } = await onOptimismAfterMainnet(siwx)
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: other })
    await vi.waitFor(() =>
      expect(getState(kit, 'chains').namespaces.eip155?.account.address).toBe(other),
    )
    await cancelSiwxSignature(kit)
    expect(adapter.calls.switchNetwork).toHaveLength(0)
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })

  it('disconnects when the wallet refuses to switch back', async () => {
    silenceWarnings()
    const siwx = createFakeSiwx({ required: true, signedIn: [`eip155:1|${address}`] })
    const adapter = createMockAdapter({ switchNetwork: new Error('User rejected') })
    const { kit } = await onOptimismAfterMainnet(siwx, adapter)
    await cancelSiwxSignature(kit)
    expect(adapter.calls.switchNetwork).toHaveLength(1)
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })

  it('an optional sign-in only closes the modal', async () => {
    const siwx = createFakeSiwx({ required: false, signedIn: [`eip155:1|${address}`] })
    const { kit, adapter } = await onOptimismAfterMainnet(siwx)
    await cancelSiwxSignature(kit)
    expect(adapter.calls.switchNetwork).toHaveLength(0)
    expect(activeNetwork(kit)).toBe('eip155:10')
    expect(getState(kit, 'modal').open).toBe(false)
  })
})
