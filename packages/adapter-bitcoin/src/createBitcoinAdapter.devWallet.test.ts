import type { CaipNetwork } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { bitcoinDevAccounts, bitcoinMinerAddress } from '@kit/devnet/chains'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from '@kit/devnet/node'
import { type CreateDevBitcoinWalletReturnType, createDevBitcoinWallet } from '@kit/devnet/wallet'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { verifyBitcoinMessage } from './message/verifyBitcoinMessage.js'
import { createTestContext, installWindow, regtestNetwork } from './test/adapterFixtures.js'

// The devnet's dev wallet, which speaks the Wallet Standard Bitcoin features as AppKit calls
// them: the adapter must work with it as the demo does.
installWindow()
const [dev] = bitcoinDevAccounts as [(typeof bitcoinDevAccounts)[number]]
let chain: StartBitcoinEsploraReturnType
let network: CaipNetwork
const wallets: CreateDevBitcoinWalletReturnType[] = []
const teardowns: (() => void)[] = []

beforeAll(async () => {
  chain = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
  network = regtestNetwork(chain.url)
})
afterAll(() => chain.stop())
afterEach(() => {
  for (const teardown of teardowns.splice(0)) teardown()
  for (const wallet of wallets.splice(0)) wallet.destroy()
})

function start(autoApprove: boolean, name: string) {
  const wallet = createDevBitcoinWallet({
    esploraUrl: chain.url,
    network: 'regtest',
    panel: false,
    storageKey: null,
    autoApprove,
    name,
  })
  wallets.push(wallet)
  const adapter = createBitcoinAdapter()
  const context = createTestContext([network])
  teardowns.push(adapter.setup(context))
  return { wallet, adapter, context }
}

test('connects, signs a verified message and pays; the payment is mined', async () => {
  const { adapter, context } = start(true, 'Dev Wallet A')
  expect(
    context.events.flatMap((event) => (event.type === 'connectors' ? event.connectors : [])),
  ).toContainEqual(expect.objectContaining({ id: 'Dev Wallet A', type: 'ANNOUNCED' }))
  const result = await adapter.connect({ connectorId: 'Dev Wallet A', network })
  expect(result.address).toBe(dev.paymentAddress)
  expect(result.accounts?.map(({ type, address }) => [type, address])).toEqual([
    ['payment', dev.paymentAddress],
    ['ordinal', dev.ordinalsAddress],
  ])
  const signature = await adapter.signMessage({
    connectorId: 'Dev Wallet A',
    address: dev.paymentAddress,
    message: 'Sign in to Kit',
  })
  expect(
    verifyBitcoinMessage({ address: dev.paymentAddress, message: 'Sign in to Kit', signature }),
  ).toBe(true)
  const txid = await adapter.sendTransaction({
    connectorId: 'Dev Wallet A',
    network,
    from: dev.paymentAddress,
    to: bitcoinMinerAddress,
    value: 25_000_000n,
  })
  chain.mine()
  const status = await (await fetch(`${chain.url}/tx/${txid}/status`)).json()
  expect(status).toMatchObject({ confirmed: true })
})

test('a request rejected in the wallet is UserRejectedRequestError; disconnecting in the wallet ends the session', async () => {
  const { wallet, adapter, context } = start(false, 'Dev Wallet B')
  const connecting = adapter.connect({ connectorId: 'Dev Wallet B', network })
  await expect.poll(() => wallet.pendingRequests().length).toBe(1)
  wallet.approve()
  await connecting
  const signing = adapter.signMessage({
    connectorId: 'Dev Wallet B',
    address: dev.paymentAddress,
    message: 'no',
  })
  await expect.poll(() => wallet.pendingRequests().length).toBe(1)
  wallet.reject()
  await expect(signing).rejects.toThrow(UserRejectedRequestError)
  wallet.disconnect()
  expect(context.events).toContainEqual({
    type: 'accountsChanged',
    connectorId: 'Dev Wallet B',
    address: undefined,
  })
})
