// @vitest-environment jsdom
import { describe, expect, test, vi } from 'vitest'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { connectMockWallet, createMockKit, testAddress } from '../test/createMockKit.js'
import { switchNetwork } from './switchNetwork.js'
import { watchAccount } from './watchAccount.js'
import { watchNetwork } from './watchNetwork.js'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('watchAccount and watchNetwork', () => {
  test('report the new account and the new network, and nothing once unsubscribed', async () => {
    const { kit } = createMockKit()
    await kit.ready
    const accounts = vi.fn()
    const networks = vi.fn()
    const stopAccount = watchAccount(kit, { onChange: accounts })
    const stopNetwork = watchNetwork(kit, { onChange: networks })
    await connectMockWallet(kit)
    await settle()
    expect(accounts.mock.calls.at(-1)?.[0]).toMatchObject({ address: testAddress })
    await switchNetwork(kit, { network: optimism })
    await settle()
    expect(networks.mock.calls.at(-1)?.[0]).toMatchObject({
      caipNetwork: { caipNetworkId: 'eip155:10' },
    })
    stopAccount()
    stopNetwork()
    const accountCalls = accounts.mock.calls.length
    const networkCalls = networks.mock.calls.length
    await switchNetwork(kit, { network: mainnet })
    await settle()
    expect(accounts.mock.calls.length).toBe(accountCalls)
    expect(networks.mock.calls.length).toBe(networkCalls)
  })
})
