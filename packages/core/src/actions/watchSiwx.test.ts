// @vitest-environment jsdom
import { createFakeSiwx, createMemoryStorage, createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import {
  testAddress as address,
  connectMockWallet,
  createMockKit,
  storedRecord as record,
  recordEvents,
  silenceWarnings,
} from '../test/createMockKit.js'
import { disconnect } from './disconnect.js'
import { getState } from './state.js'

const other = '0x1111111111111111111111111111111111111111'
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

async function setup(siwx = createFakeSiwx()) {
  const { kit, adapter, storage } = createMockKit({ siwx })
  await kit.ready
  return { kit, adapter, storage, siwx, events: recordEvents(kit) }
}

const sessionChecks = (siwx: ReturnType<typeof createFakeSiwx>) =>
  siwx.calls.filter((call) => call.method === 'getSessions').map((call) => call.args)

describe('sign-in with X after connect', () => {
  it('opens SIWXSignMessage after a connect when getSessions has no session', async () => {
    const { kit, siwx } = await setup()
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    expect(getState(kit, 'modal').open).toBe(true)
    expect(sessionChecks(siwx)).toEqual([['eip155:1', address]])
  })

  it('leaves a visitor with a valid session alone', async () => {
    const { kit, siwx } = await setup(createFakeSiwx({ signedIn: [`eip155:1|${address}`] }))
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(sessionChecks(siwx)).toHaveLength(1))
    await flush()
    expect(getState(kit, 'modal').open).toBe(false)
  })

  it('asks again when the stored session has expired', async () => {
    const siwx = createFakeSiwx({
      signedIn: [`eip155:1|${address}`],
      expirationTime: new Date(Date.now() - 1000).toISOString(),
    })
    const { kit } = await setup(siwx)
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
  })

  it('asks again after a switch to a network or an account without a session', async () => {
    const siwx = createFakeSiwx({ signedIn: [`eip155:1|${address}`, `eip155:10|${other}`] })
    const { kit, adapter } = await setup(siwx)
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(sessionChecks(siwx)).toHaveLength(1))
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('SIWXSignMessage'))
    expect(sessionChecks(siwx)[1]).toEqual(['eip155:10', address])
    // The other account is signed in on Optimism: the prompt goes away.
    adapter.emit({ type: 'accountsChanged', connectorId: 'io.mock', address: other })
    await vi.waitFor(() => expect(getState(kit, 'modal').open).toBe(false))
    expect(sessionChecks(siwx)[2]).toEqual(['eip155:10', other])
  })

  it('does not ask on a network the app did not request', async () => {
    const { kit, adapter, siwx } = await setup(
      createFakeSiwx({ signedIn: [`eip155:1|${address}`] }),
    )
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(sessionChecks(siwx)).toHaveLength(1))
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
    await flush()
    expect(sessionChecks(siwx)).toHaveLength(1)
    expect(getState(kit, 'router').view).toBe('UnsupportedChain')
  })

  it('checks a connection restored on reload: a stored session skips the prompt', async () => {
    const storage = createMemoryStorage({
      initial: {
        '@kit/connection_status': record('connected'),
        '@kit/active_namespace': record('eip155'),
        '@kit/connected_namespaces': record(['eip155']),
        '@kit/connector_ids': record({ eip155: 'io.mock' }),
        '@kit/active_caip_network_id': record('eip155:1'),
      },
    })
    const signedIn = createFakeSiwx({ signedIn: [`eip155:1|${address}`] })
    const first = createMockKit({ siwx: signedIn, storage, autoReconnect: true })
    await first.kit.ready
    await vi.waitFor(() => expect(sessionChecks(signedIn)).toEqual([['eip155:1', address]]))
    await flush()
    expect(getState(first.kit, 'modal').open).toBe(false)
    first.kit.destroy()

    const signedOut = createFakeSiwx()
    const second = createMockKit({
      siwx: signedOut,
      storage,
      autoReconnect: true,
      adapter: createMockAdapter(),
    })
    await second.kit.ready
    await vi.waitFor(() => expect(getState(second.kit, 'router').view).toBe('SIWXSignMessage'))
  })

  it('disconnects and says so when getSessions fails', async () => {
    const warn = silenceWarnings()
    const { kit, events } = await setup(createFakeSiwx({ getSessions: new Error('storage down') }))
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'toast').messageId).toBe('siwxInitFailed'))
    expect(getState(kit, 'toast').message).toBe(
      'A problem occurred while trying initialize authentication',
    )
    expect(getState(kit, 'chains').namespaces.eip155?.account.address).toBeUndefined()
    expect(getState(kit, 'router').view).toBe('Connect')
    const error = events.find((event) => event.event === 'SIWX_AUTH_ERROR')
    expect(error?.properties).toEqual({ network: 'eip155:1', isSmartAccount: false })
    expect(warn).toHaveBeenCalled()
  })

  it('signs out on disconnect only when the app chose signOutOnDisconnect', async () => {
    const keep = await setup(createFakeSiwx({ signedIn: [`eip155:1|${address}`] }))
    await connectMockWallet(keep.kit)
    await disconnect(keep.kit)
    await flush()
    expect(keep.siwx.calls.map((call) => call.method)).toEqual(['getSessions'])

    const leave = await setup(
      createFakeSiwx({ signedIn: [`eip155:1|${address}`], signOutOnDisconnect: true }),
    )
    await connectMockWallet(leave.kit)
    await vi.waitFor(() => expect(sessionChecks(leave.siwx)).toHaveLength(1))
    await disconnect(leave.kit)
    await flush()
    expect(leave.siwx.calls.at(-1)).toEqual({ method: 'setSessions', args: [[]] })
  })

  it('stops watching when the instance is destroyed', async () => {
    const { kit, siwx } = await setup()
    await flush()
    kit.destroy()
    await connectMockWallet(kit)
    await flush()
    expect(siwx.calls).toEqual([])
  })
})
