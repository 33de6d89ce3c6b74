// @vitest-environment jsdom
import {
  connect,
  createKit,
  disconnect,
  fetchBalance,
  sendTransaction,
  signMessage,
} from '@kit/core'
import { bitcoinDevAccounts, bitcoinMinerAddress } from '@kit/devnet/chains'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from '@kit/devnet/node'
import { createMemoryStorage } from '@kit/test-fixtures'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { verifyBitcoinMessage } from './message/verifyBitcoinMessage.js'
import { regtestNetwork } from './test/adapterFixtures.js'
import { createFakeStandardWallet } from './test/fakeWallets.js'

// The adapter inside a kit, as an app uses it: core's actions, state and balance reads.
const [account] = bitcoinDevAccounts as [(typeof bitcoinDevAccounts)[number]]
let chain: StartBitcoinEsploraReturnType
const cleanups: (() => unknown)[] = []

beforeAll(async () => {
  chain = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
})
afterAll(() => chain.stop())
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

test('connect, balance, signature and payment through core', async () => {
  const wallet = createFakeStandardWallet(account, { name: 'Kit Wallet' })
  cleanups.push(getWallets().register(wallet.wallet))
  const network = regtestNetwork(chain.url)
  const kit = createKit({
    networks: [network],
    adapters: [createBitcoinAdapter()],
    storage: createMemoryStorage(),
    projectId: 'p',
  })
  cleanups.push(() => kit.destroy())
  await kit.ready
  expect(kit.stores.connectors.byNamespace.bip122).toContainEqual(
    expect.objectContaining({ id: 'Kit Wallet', type: 'ANNOUNCED' }),
  )

  await connect(kit, { connectorId: 'Kit Wallet' })
  const state = kit.stores.chains.namespaces.bip122?.account
  expect(state?.address).toBe(account.paymentAddress)
  expect(state?.caipAddress).toBe(`${network.caipNetworkId}:${account.paymentAddress}`)
  expect(state?.allAccounts.map(({ type }) => type)).toEqual(['payment', 'ordinal'])
  expect(state?.connectedWalletInfo?.name).toBe('Kit Wallet')

  expect(await fetchBalance(kit, { force: true })).toEqual({ balance: '5', symbol: 'BTC' })
  const signature = await signMessage(kit, { message: 'Sign in' })
  expect(
    verifyBitcoinMessage({ address: account.paymentAddress, message: 'Sign in', signature }),
  ).toBe(true)
  const txid = await sendTransaction(kit, { to: bitcoinMinerAddress, value: 100_000_000n })
  chain.mine()
  expect(await (await fetch(`${chain.url}/tx/${txid}/status`)).json()).toMatchObject({
    confirmed: true,
  })
  await disconnect(kit)
  expect(kit.stores.chains.namespaces.bip122?.account.address).toBeUndefined()
  expect(wallet.listenerCount()).toBe(0)
})
