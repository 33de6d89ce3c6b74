// @vitest-environment jsdom
import { createMockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { DisconnectFailedError } from '../errors/connection.js'
import { mainnet } from '../networks/evmNetworks.js'
import {
  testAddress as address,
  type CreateMockKitParameters,
  connectMockWallet,
  createMockKit,
  storedRecord as record,
  recordEvents,
} from '../test/createMockKit.js'
import { disconnect } from './disconnect.js'
import { getAccount } from './getAccount.js'
import { getNetwork } from './getNetwork.js'
import { openModal } from './openModal.js'
import { getState } from './state.js'

async function connected(options: CreateMockKitParameters = {}) {
  const adapter = createMockAdapter({
    connect: {
      address,
      chainId: 1,
      accounts: [{ namespace: 'eip155', address, type: 'smartAccount' }],
      walletInfo: { name: 'Mock Wallet' },
    },
  })
  const { kit, storage } = createMockKit({ adapter, ...options })
  await kit.ready
  await connectMockWallet(kit)
  return { kit, adapter, storage, events: recordEvents(kit) }
}

describe('disconnect', () => {
  it('clears the account, writes storage and closes the modal', async () => {
    const { kit, adapter, storage, events } = await connected()
    // A profile name is filled in by the name service; set it as that service would.
    kit.stores.chains.namespaces.eip155!.account.profileName = 'alice.eth'
    openModal(kit)
    // The balance code loads on first need.
    await vi.waitFor(() => expect(getAccount(kit)?.balance).toBe('1.5'))
    expect(getState(kit, 'router').view).toBe('Account')

    await disconnect(kit)

    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'io.mock' }])
    const account = getAccount(kit)
    expect(account?.address).toBeUndefined()
    expect(account?.caipAddress).toBeUndefined()
    expect(account?.balance).toBeUndefined()
    expect(account?.balanceSymbol).toBeUndefined()
    expect(account?.profileName).toBeUndefined()
    expect(account?.allAccounts).toEqual([])
    expect(account?.connectedWalletInfo).toBeUndefined()
    expect(account?.connectorId).toBeUndefined()
    expect(account?.status).toBe('disconnected')
    expect(account?.preferredAccountType).toBe('smartAccount')
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(getState(kit, 'modal').open).toBe(false)

    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
    expect(storage.values.has('@kit/connector_ids')).toBe(false)
    expect(storage.values.has('@kit/connected_namespaces')).toBe(false)
    expect(events.map((e) => e.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'DISCONNECT_SUCCESS'])
  })

  it('with an id, ends only what that connector connected', async () => {
    const { kit, adapter, events } = await connected()
    await disconnect(kit, { id: 'another.wallet' })
    expect(adapter.calls.disconnect).toEqual([])
    expect(getAccount(kit)?.address).toBe(address)
    expect(events).toEqual([])
    await disconnect(kit, { id: 'io.mock' })
    expect(adapter.calls.disconnect).toEqual([{ connectorId: 'io.mock' }])
    expect(getAccount(kit)?.address).toBeUndefined()
  })

  it('still clears everything when the wallet fails, then shows the failure', async () => {
    const { kit, adapter, storage, events } = await connected()
    const failure = new Error('Wallet did not answer')
    adapter.next('disconnect', failure)

    const error = await disconnect(kit).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(DisconnectFailedError)
    expect((error as DisconnectFailedError).shortMessage).toBe('Failed to disconnect')
    expect((error as DisconnectFailedError).cause).toBe(failure)
    expect(getState(kit, 'toast')).toMatchObject({
      open: true,
      message: 'Failed to disconnect',
      variant: 'error',
    })
    expect(getAccount(kit)?.address).toBeUndefined()
    expect(getState(kit, 'connection').status).toBe('disconnected')
    expect(storage.values.get('@kit/connection_status')).toBe(record('disconnected'))
    expect(storage.values.has('@kit/connector_ids')).toBe(false)
    expect(events.map((e) => e.event)).toEqual(['DISCONNECT_ERROR'])
  })

  it('in embedded mode goes back to Connect and stays open', async () => {
    const { kit } = await connected({ enableEmbedded: true })
    openModal(kit)
    await disconnect(kit)
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'router')).toMatchObject({ view: 'Connect', history: ['Connect'] })
  })

  it('returns from an unsupported chain to a requested one', async () => {
    const { kit, adapter } = await connected({ allowUnsupportedChain: true })
    adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 56 })
    expect(getNetwork(kit)?.unsupported).toBe(true)
    await disconnect(kit)
    expect(getNetwork(kit)?.unsupported).toBe(false)
    expect(getNetwork(kit)?.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it('does nothing to the wallet when nothing is connected', async () => {
    const { kit, adapter } = createMockKit({ networks: [mainnet] })
    await kit.ready
    await disconnect(kit)
    expect(adapter.calls.disconnect).toHaveLength(0)
    expect(getState(kit, 'connection').status).toBe('disconnected')
  })
})
