// @vitest-environment jsdom
import { connect, createKit, fetchBalance, sendTransaction } from '@kit/core'
import { buildProposal } from '@kit/core/modules/walletConnect/buildProposal'
import { createMemoryStorage } from '@kit/test-fixtures'
import { afterEach, describe, expect, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { installWallet, walletInfo } from './test/announceWallet.js'
import { createMockProvider } from './test/createMockProvider.js'
import { mainnet, optimism, testRpcUrl } from './test/fixtures.js'
import { testConnectorId } from './test/setupTestWallet.js'
import { type RpcServer, startRpcServer } from './test/startRpcServer.js'

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const cleanups: (() => unknown)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/**
 * A kit with the EVM adapter whose `customRpcUrls` point eip155:1 at a real RPC server; every
 * other URL (the networks' own) fails as an unreachable host would, and each URL fetched is kept.
 */
async function setup() {
  const server: RpcServer = await startRpcServer({
    eth_getBalance: '0x21e19e0c9bab2400000',
    eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x64' },
    eth_maxPriorityFeePerGas: '0xa',
  })
  cleanups.push(server.close)
  const urls: string[] = []
  const fetchFn: typeof fetch = async (input, init) => {
    urls.push(String(input))
    if (String(input) !== server.url) throw new TypeError('fetch failed')
    return fetch(input, init)
  }
  cleanups.push(
    installWallet({
      info: walletInfo({ rdns: testConnectorId }),
      provider: createMockProvider(),
    }),
  )
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [createEvmAdapter({ fetchFn, retryDelay: 1 })],
    customRpcUrls: { 'eip155:1': [{ url: server.url }] },
    storage: createMemoryStorage(),
    projectId: 'p',
  })
  cleanups.push(() => kit.destroy())
  await kit.ready
  return { kit, server, urls }
}

describe('createKit({ customRpcUrls }) with the EVM adapter', () => {
  test('the balance is read from the custom URL, never from the network’s own', async () => {
    const { kit, server, urls } = await setup()
    await connect(kit, { connectorId: testConnectorId })
    await expect(fetchBalance(kit, { force: true })).resolves.toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
    // Connecting reads it once too; every read went to the custom URL.
    expect(new Set(server.methods)).toEqual(new Set(['eth_getBalance']))
    expect(urls.length).toBeGreaterThan(0)
    expect(new Set(urls)).toEqual(new Set([server.url]))
    expect(urls).not.toContain(testRpcUrl)
  })

  test('fee estimates for a send go to the custom URL', async () => {
    const { kit, server, urls } = await setup()
    await connect(kit, { connectorId: testConnectorId })
    await sendTransaction(kit, { to: recipient, value: 1n })
    expect(server.methods).toEqual(
      expect.arrayContaining(['eth_getBlockByNumber', 'eth_maxPriorityFeePerGas']),
    )
    expect(new Set(urls)).toEqual(new Set([server.url]))
  })

  test('a WalletConnect pairing proposes the custom URL in rpcMap', async () => {
    const { kit, server } = await setup()
    expect(buildProposal(kit).eip155?.rpcMap).toEqual({
      1: server.url,
      10: 'https://optimism.example.test',
    })
  })
})
