import { ConnectorNotConnectedError, walletConnectConnectorId } from '@kit/core'
import {
  createFakeWalletConnectSession,
  otherSessionAddress,
  sessionAddress,
} from '@kit/test-fixtures'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createEvmAdapter } from '../createEvmAdapter.js'
import { createTestContext, mainnet, optimism } from '../test/fixtures.js'

const teardowns: (() => void)[] = []
afterEach(() => {
  for (const teardown of teardowns.splice(0)) teardown()
})

/** An EVM adapter handed `session` as core would, on `network`; its events land in `events`. */
async function connected({
  accounts = [`eip155:1:${sessionAddress}`, `eip155:10:${sessionAddress}`],
  network = mainnet,
}: {
  accounts?: string[]
  network?: typeof mainnet
} = {}) {
  const context = createTestContext()
  const adapter = createEvmAdapter()
  teardowns.push(adapter.setup(context))
  const session = createFakeWalletConnectSession({ accounts })
  const result = await adapter.walletConnect.connect({ session, network })
  context.events.splice(0)
  return { adapter, session, result, events: context.events }
}

const signMessage = (adapter: ReturnType<typeof createEvmAdapter>) =>
  adapter.signMessage({
    connectorId: walletConnectConnectorId,
    address: sessionAddress,
    message: 'hello',
  })

describe('the eip155 part of a WalletConnect session', () => {
  test("connects the session's first account on the app's network, with the peer", async () => {
    const { result } = await connected()
    expect(result).toEqual({
      address: sessionAddress,
      chainId: 1,
      accounts: [{ namespace: 'eip155', address: sessionAddress, type: 'eoa' }],
      walletInfo: { name: 'Peer Wallet', icon: 'https://wallet.example.test/icon.png' },
    })
  })

  test('lists every distinct account the session approved, checksummed, the first as address', async () => {
    const { result } = await connected({
      accounts: [
        `eip155:1:${otherSessionAddress.toLowerCase()}`,
        `eip155:10:${sessionAddress}`,
        `eip155:10:${otherSessionAddress}`,
      ],
    })
    expect(result.address).toBe(otherSessionAddress)
    expect(result.accounts?.map((account) => account.address)).toEqual([
      otherSessionAddress,
      sessionAddress,
    ])
  })

  test('stays on the app network when the wallet approved it', async () => {
    const { result } = await connected({ network: optimism })
    expect(result.chainId).toBe(10)
  })

  test("falls back to the wallet's first chain when it did not approve the app's", async () => {
    const { result } = await connected({
      accounts: [`eip155:42161:${sessionAddress}`, `eip155:1:${sessionAddress}`],
      network: optimism,
    })
    expect(result.chainId).toBe(42161)
  })

  test('a session without a usable account is refused and starts nothing', async () => {
    const context = createTestContext()
    const adapter = createEvmAdapter()
    teardowns.push(adapter.setup(context))
    const session = createFakeWalletConnectSession({ accounts: ['eip155:1:0x1234', 'eip155:x:y'] })
    await expect(
      (async () => adapter.walletConnect.connect({ session, network: mainnet }))(),
    ).rejects.toThrow()
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    expect(session.listenerCount()).toBe(0)
  })

  test('a peer shown under the neutral name keeps it', async () => {
    const context = createTestContext()
    const adapter = createEvmAdapter()
    teardowns.push(adapter.setup(context))
    const session = createFakeWalletConnectSession({
      accounts: [`eip155:1:${sessionAddress}`],
      peer: { name: 'WalletConnect', icon: undefined },
    })
    const result = await adapter.walletConnect.connect({ session, network: mainnet })
    expect(result.walletInfo).toEqual({ name: 'WalletConnect', icon: undefined })
  })

  test("forwards the wallet's accountsChanged, chainChanged and the session's end", async () => {
    const { session, events } = await connected()
    session.emit({
      name: 'accountsChanged',
      data: [`eip155:1:${otherSessionAddress.toLowerCase()}`],
      chainId: 'eip155:1',
    })
    session.emit({ name: 'chainChanged', data: 10, chainId: 'eip155:10' })
    session.end()
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: walletConnectConnectorId,
        address: otherSessionAddress,
      },
      { type: 'chainChanged', connectorId: walletConnectConnectorId, chainId: 10 },
      { type: 'disconnect', connectorId: walletConnectConnectorId },
    ])
  })

  test('is closed once the session ended', async () => {
    const { adapter, session, events } = await connected()
    session.end()
    events.splice(0)
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
    session.emit({ name: 'chainChanged', data: 1, chainId: 'eip155:1' })
    expect(events).toEqual([])
    await expect(signMessage(adapter)).rejects.toBeInstanceOf(ConnectorNotConnectedError)
  })

  test('an empty accounts list ends it', async () => {
    const { adapter, session, events } = await connected()
    session.emit({ name: 'accountsChanged', data: [], chainId: 'eip155:1' })
    expect(events).toEqual([
      { type: 'accountsChanged', connectorId: walletConnectConnectorId, address: undefined },
    ])
    expect(adapter.getProvider({ connectorId: walletConnectConnectorId })).toBeUndefined()
  })

  test('exposes an EIP-1193 provider over the session through getProvider', async () => {
    const { adapter } = await connected()
    const provider = adapter.getProvider({ connectorId: walletConnectConnectorId }) as {
      request(arguments_: { method: string }): Promise<unknown>
    }
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x1')
  })

  test('signs a message with personal_sign through the session, on its chain', async () => {
    const { adapter, session } = await connected()
    const signature = `0x${'ab'.repeat(65)}`
    session.request.mockResolvedValue(signature)
    await expect(signMessage(adapter)).resolves.toBe(signature)
    expect(session.request).toHaveBeenCalledWith({
      chainId: 'eip155:1',
      method: 'personal_sign',
      params: ['0x68656c6c6f', sessionAddress],
    })
  })

  test('a signature pending when the session ends rejects', async () => {
    const { adapter, session } = await connected()
    session.request.mockImplementationOnce(() => new Promise(() => {}))
    const signature = signMessage(adapter)
    await vi.waitFor(() => expect(session.request).toHaveBeenCalled())
    session.end()
    await expect(signature).rejects.toMatchObject({ code: 4900 })
  })

  test('switches network with wallet_switchEthereumChain through the session', async () => {
    const { adapter, session, events } = await connected()
    await adapter.switchNetwork({ connectorId: walletConnectConnectorId, network: optimism })
    expect(session.request).toHaveBeenCalledWith({
      chainId: 'eip155:1',
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0xa' }],
    })
    expect(events).toContainEqual({
      type: 'chainChanged',
      connectorId: walletConnectConnectorId,
      chainId: 10,
    })
  })
})
