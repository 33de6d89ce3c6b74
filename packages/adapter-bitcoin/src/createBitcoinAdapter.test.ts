import { MethodNotSupportedError } from '@kit/core/modules/errors/adapter'
import {
  ConnectorNotConnectedError,
  UserRejectedRequestError,
} from '@kit/core/modules/errors/connection'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { bitcoinDevAccounts } from '@kit/devnet/chains'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { resolveFeeRate } from './actions/resolveFeeRate.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { WalletRequestError } from './errors/wallet.js'
import { createEsploraClient } from './esplora/createEsploraClient.js'
import { createTestContext, installWindow, regtestNetwork } from './test/adapterFixtures.js'
import { createFakeFetch, json } from './test/fakeFetch.js'
import { createFakeSatsConnectProvider } from './test/fakeWallets.js'
import { toWalletError } from './wallets/callWallet.js'

const win = installWindow()
const [account] = bitcoinDevAccounts as [(typeof bitcoinDevAccounts)[number]]
const network = regtestNetwork('https://esplora.example.test/api')
const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete win.XverseProviders
})

describe('options', () => {
  test.each([
    [{ feeRate: 0.5 }, 'feeRate'],
    [{ feeRate: 5001 }, 'feeRate'],
    [{ feeRate: Number.NaN }, 'feeRate'],
    [{ confirmationTarget: 0 }, 'confirmationTarget'],
    [{ confirmationTarget: 2.5 }, 'confirmationTarget'],
    [{ timeout: 0 }, 'timeout'],
    [{ retryCount: -1 }, 'retryCount'],
    [{ retryDelay: Number.POSITIVE_INFINITY }, 'retryDelay'],
  ])('%j is refused', (options, option) => {
    expect(() => createBitcoinAdapter(options)).toThrow(InvalidOptionsError)
    expect(() => createBitcoinAdapter(options)).toThrow(option)
  })

  test('the namespace and abilities', () => {
    const adapter = createBitcoinAdapter({ feeRate: 2, confirmationTarget: 6 })
    expect(adapter.namespace).toBe('bip122')
    expect(adapter.walletConnect.propose).toBeUndefined()
  })
})

describe('resolveFeeRate', () => {
  const client = (estimates: Record<string, number>) =>
    createEsploraClient({
      url: 'https://esplora.example.test/api',
      fetchFn: createFakeFetch(() => json(estimates)).fetchFn,
    })
  const estimates = { '1': 12, '2': 9, '6': 4.5, '144': 1.2 }

  test.each([
    [1, 12],
    [3, 4.5],
    [6, 4.5],
    [7, 1.2],
    [1008, 1.2],
  ])('a target of %d blocks pays %d sat/vB', async (confirmationTarget, rate) => {
    expect(
      await resolveFeeRate(client(estimates), { feeRate: undefined, confirmationTarget }),
    ).toBe(rate)
  })

  test('never below the 1 sat/vB relay minimum; a given rate is used as is', async () => {
    expect(
      await resolveFeeRate(client({ '3': 0.25 }), { feeRate: undefined, confirmationTarget: 3 }),
    ).toBe(1)
    expect(await resolveFeeRate(client(estimates), { feeRate: 7, confirmationTarget: 3 })).toBe(7)
  })
})

describe('requests without a session or beyond Bitcoin', () => {
  test('signing or paying with a connector not connected is ConnectorNotConnectedError', async () => {
    const adapter = createBitcoinAdapter()
    cleanups.push(adapter.setup(createTestContext([network])))
    await expect(
      adapter.signMessage({ connectorId: 'xverse', address: account.paymentAddress, message: 'x' }),
    ).rejects.toThrow(ConnectorNotConnectedError)
    await expect(
      adapter.sendTransaction({
        connectorId: 'xverse',
        network,
        from: account.paymentAddress,
        to: account.ordinalsAddress,
        value: 1000n,
      }),
    ).rejects.toThrow(ConnectorNotConnectedError)
  })

  test('tokens are not Bitcoin: MethodNotSupportedError', async () => {
    win.XverseProviders = { BitcoinProvider: createFakeSatsConnectProvider(account).provider }
    const adapter = createBitcoinAdapter()
    cleanups.push(adapter.setup(createTestContext([network])))
    const { address } = await adapter.connect({ connectorId: 'xverse', network })
    const token = { address: 'some-token' }
    await expect(adapter.getBalance({ address, network, token })).rejects.toThrow(
      MethodNotSupportedError,
    )
    await expect(
      adapter.sendTransaction({
        connectorId: 'xverse',
        network,
        from: address,
        to: address,
        value: 1000n,
        token,
      }),
    ).rejects.toThrow(MethodNotSupportedError)
  })

  test('a connect given up while the wallet prompts rejects and starts no session', async () => {
    const fake = createFakeSatsConnectProvider(account)
    win.XverseProviders = { BitcoinProvider: fake.provider }
    const adapter = createBitcoinAdapter()
    cleanups.push(adapter.setup(createTestContext([network])))
    const controller = new AbortController()
    const request = fake.provider.request
    fake.provider.request = async (method, params) => {
      controller.abort(new Error('replaced'))
      return request(method, params)
    }
    await expect(
      adapter.connect({ connectorId: 'xverse', network, signal: controller.signal }),
    ).rejects.toThrow('replaced')
    expect(adapter.getProvider({ connectorId: 'xverse' })).toBeUndefined()
  })
})

describe('wallet errors', () => {
  test.each([
    [{ code: 4001, message: 'User rejected the request.' }, UserRejectedRequestError],
    [{ code: -32000, message: 'cancel' }, UserRejectedRequestError],
    [new Error('User denied'), UserRejectedRequestError],
    [{ code: -32603, message: 'internal' }, WalletRequestError],
    ['a string', WalletRequestError],
  ])('%j is %o', (error, type) => {
    expect(toWalletError(error)).toBeInstanceOf(type)
  })

  test("a wallet's code is kept; a hostile error object reads as none", () => {
    expect((toWalletError({ code: -32603 }) as WalletRequestError).code).toBe(-32603)
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('trap')
        },
      },
    )
    expect(toWalletError(hostile)).toBeInstanceOf(WalletRequestError)
  })

  test('the connector list is not reported after teardown', () => {
    vi.useFakeTimers()
    const context = createTestContext([network])
    createBitcoinAdapter().setup(context)()
    const reported = context.events.length
    win.XverseProviders = { BitcoinProvider: createFakeSatsConnectProvider(account).provider }
    vi.advanceTimersByTime(1000)
    expect(context.events).toHaveLength(reported)
    vi.useRealTimers()
  })
})
