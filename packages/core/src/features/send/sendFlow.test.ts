// @vitest-environment jsdom
import { createFakeApi, createMockAdapter, httpError, type MockAdapter } from '@kit/test-fixtures'
import { describe, expect, it, vi } from 'vitest'
import { openModal } from '../../actions/openModal.js'
import { pushView } from '../../actions/pushView.js'
import { sendTransaction } from '../../actions/sendTransaction.js'
import { switchNetwork } from '../../actions/switchNetwork.js'
import { UserRejectedRequestError } from '../../errors/connection.js'
import { bitcoin } from '../../networks/bitcoinNetworks.js'
import { mainnet, optimism } from '../../networks/evmNetworks.js'
import { solana } from '../../networks/solanaNetworks.js'
import { connectMockWallet, createMockKit, testAddress } from '../../test/createMockKit.js'
import type { ChainAdapter } from '../../types/adapter.js'
import { checkReceiver } from './checkReceiver.js'
import { estimateSendFee } from './estimateSendFee.js'
import { InvalidSendFeesError } from './sendFees.js'
import { getSendState, selectSendToken, sendFeeKey, setSendFee } from './sendState.js'
import { submitSend } from './submitSend.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 3000,
  price: 3000,
  quantity: { decimals: 18, numeric: '1' },
  iconUrl: '',
}

type Extra = Pick<ChainAdapter, 'estimateSendFee' | 'isAddress'>

/** A kit over a mock EVM wallet with the send abilities `extra` gives it. */
async function setup(extra: Extra = {}) {
  const api = createFakeApi({
    routes: {
      '/v1/profile/account/': ({ path }) =>
        path.endsWith('/alice.kit.id')
          ? {
              name: 'alice.kit.id',
              registered: 1,
              addresses: { '2147483649': { address: receiver } },
              attributes: { avatar: 'https://example.com/alice.png' },
            }
          : httpError(404),
    },
  })
  const adapter: MockAdapter = Object.assign(createMockAdapter(), extra)
  const { kit } = createMockKit({ adapter, fetch: api.fetch })
  await kit.ready
  await connectMockWallet(kit)
  return { kit, adapter, api }
}

describe('checkReceiver', () => {
  it("takes an address the adapter accepts, adding an EVM address's 0x", async () => {
    const isAddress = vi.fn(async ({ address }: { address: string }) => address === receiver)
    const { kit } = await setup({ isAddress })
    await expect(checkReceiver(kit, { text: ` ${receiver} `, network: mainnet })).resolves.toEqual({
      status: 'valid',
      receiver: { address: receiver },
    })
    await expect(
      checkReceiver(kit, { text: receiver.slice(2), network: mainnet }),
    ).resolves.toMatchObject({ status: 'valid' })
    // A wrong checksum: the adapter refuses it.
    await expect(
      checkReceiver(kit, { text: receiver.replace('C51', 'c51'), network: mainnet }),
    ).resolves.toEqual({ status: 'invalid' })
    await expect(checkReceiver(kit, { text: '0x1234', network: mainnet })).resolves.toEqual({
      status: 'invalid',
    })
  })

  it('resolves a name through the API to the address it holds for the network, with its avatar', async () => {
    const { kit, api } = await setup()
    await expect(checkReceiver(kit, { text: 'Alice.kit.id', network: mainnet })).resolves.toEqual({
      status: 'valid',
      receiver: {
        address: receiver,
        name: 'alice.kit.id',
        avatar: 'https://example.com/alice.png',
      },
    })
    expect(api.requestsTo('/v1/profile/account/alice.kit.id')[0]?.query.get('apiVersion')).toBe('2')
    await expect(checkReceiver(kit, { text: 'nobody.kit.id', network: mainnet })).resolves.toEqual({
      status: 'notFound',
    })
    await expect(checkReceiver(kit, { text: 'a b', network: mainnet })).resolves.toEqual({
      status: 'invalid',
    })
  })

  it("another network's address is not a valid address here, and no name lookup is asked about it", async () => {
    const { kit, api } = await setup()
    const solanaAddress = 'vines1vzrYbzLMRdu58ou5XTby4qAqVRLmqo36NKPTg'
    const cases = [
      { text: receiver, network: solana },
      { text: receiver, network: bitcoin },
      { text: solanaAddress, network: mainnet },
      { text: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', network: mainnet },
      { text: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', network: solana },
      { text: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', network: mainnet },
    ]
    for (const { text, network } of cases) {
      await expect(checkReceiver(kit, { text, network })).resolves.toEqual({ status: 'invalid' })
    }
    expect(api.requestsTo('/v1/profile/account/')).toEqual([])
    // A name is still looked up on every network.
    await expect(checkReceiver(kit, { text: 'nobody.kit.id', network: solana })).resolves.toEqual({
      status: 'notFound',
    })
    expect(api.requestsTo('/v1/profile/account/')).toHaveLength(1)
  })
})

describe('estimateSendFee', () => {
  it('asks the adapter for the active account and network, raising the fee to gas × cap', async () => {
    const estimateSendFee = vi.fn(async () => ({
      fee: 1n,
      gas: 21_000n,
      maxFeePerGas: 3n,
      maxPriorityFeePerGas: 1n,
    }))
    const { kit } = await setup({ estimateSendFee })
    await expect(estimateSendFee_(kit)).resolves.toMatchObject({ fee: 63_000n })
    expect(estimateSendFee.mock.calls[0]).toEqual([
      expect.objectContaining({ from: testAddress, to: receiver, value: 5n, network: mainnet }),
    ])
  })

  it('refuses an estimate that breaks the fee rules', async () => {
    const { kit } = await setup({
      estimateSendFee: async () => ({
        fee: 1n,
        gas: 1n,
        maxFeePerGas: 1n,
        maxPriorityFeePerGas: 2n,
      }),
    })
    await expect(estimateSendFee_(kit)).rejects.toThrow(InvalidSendFeesError)
  })
})

const estimateSendFee_ = (kit: Parameters<typeof estimateSendFee>[0]) =>
  estimateSendFee(kit, { to: receiver, value: 5n })

describe('submitSend', () => {
  it('sends the draft with its fees, empties it and shows Account with no way back, no core toast', async () => {
    const { kit, adapter } = await setup()
    openModal(kit)
    pushView(kit, { view: 'Networks' })
    const state = getSendState(kit)
    selectSendToken(state, eth)
    Object.assign(state, { amount: '0.5', receiverText: receiver, receiver: { address: receiver } })
    setSendFee(state, {
      fee: { fee: 42_000n, gas: 21_000n, gasPrice: 2n },
      key: sendFeeKey({ to: receiver, value: 5n * 10n ** 17n }),
    })
    await expect(submitSend(kit, { state })).resolves.toEqual({
      hash: `0x${'11'.repeat(32)}`,
      network: mainnet,
    })
    expect(adapter.calls.sendTransaction[0]).toMatchObject({
      to: receiver,
      value: 5n * 10n ** 17n,
      gas: 21_000n,
      gasPrice: 2n,
    })
    expect(kit.stores.router.view).toBe('Account')
    expect(kit.stores.router.history).toEqual(['Account'])
    expect(kit.stores.toast.open).toBe(false)
    expect(state).toMatchObject({
      amount: '',
      receiver: undefined,
      token: undefined,
      status: 'draft',
    })
  })

  it('leaves out an estimate made for another send: the adapter prices it itself', async () => {
    const { kit, adapter } = await setup()
    const state = getSendState(kit)
    selectSendToken(state, eth)
    Object.assign(state, { amount: '0.5', receiver: { address: receiver } })
    setSendFee(state, {
      fee: { fee: 42_000n, gas: 21_000n, gasPrice: 2n },
      key: sendFeeKey({ to: receiver, value: 1n }),
    })
    await submitSend(kit, { state })
    expect(adapter.calls.sendTransaction[0]).not.toHaveProperty('gas')
    expect(adapter.calls.sendTransaction[0]).not.toHaveProperty('gasPrice')
  })

  it('keeps the whole draft after a rejection in the wallet, marked rejected', async () => {
    const { kit, adapter } = await setup()
    adapter.next('sendTransaction', new UserRejectedRequestError())
    const state = getSendState(kit)
    selectSendToken(state, eth)
    Object.assign(state, {
      amount: '0.5',
      receiverText: 'alice.kit.id',
      receiver: { address: receiver, name: 'alice.kit.id' },
    })
    await expect(submitSend(kit, { state })).rejects.toThrow(UserRejectedRequestError)
    expect(state).toMatchObject({
      amount: '0.5',
      receiverText: 'alice.kit.id',
      receiver: { address: receiver, name: 'alice.kit.id' },
      token: eth,
      status: 'rejected',
    })
    expect(kit.stores.toast.open).toBe(false)
  })

  it('refuses an incomplete draft before the wallet is asked', async () => {
    const { kit, adapter } = await setup()
    const state = getSendState(kit)
    selectSendToken(state, eth)
    state.amount = '1'
    await expect(submitSend(kit, { state })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    expect(adapter.calls.sendTransaction).toEqual([])
    expect(state.status).toBe('draft')
  })
})

describe('the send draft', () => {
  it('is emptied when the network changes (SPEC §4)', async () => {
    const { kit } = await setup()
    const state = getSendState(kit)
    selectSendToken(state, eth)
    state.amount = '0.1'
    await switchNetwork(kit, { network: optimism })
    await Promise.resolve()
    expect(state).toMatchObject({ amount: '', token: undefined })
  })
})

describe('sendTransaction', () => {
  it('refreshes the token list after a send', async () => {
    const { kit, api } = await setup()
    const before = api.requestsTo(`/v1/account/${testAddress}/balance`).length
    await sendTransaction(kit, { to: receiver, value: 1n })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(api.requestsTo(`/v1/account/${testAddress}/balance`).length).toBeGreaterThan(before)
    expect(kit.stores.toast.messageId).toBe('transactionStarted')
  })
})
