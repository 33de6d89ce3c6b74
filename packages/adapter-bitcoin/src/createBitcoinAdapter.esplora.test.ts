import type { CaipNetwork } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { ChainNotConfiguredError } from '@kit/core/modules/errors/network'
import { type BitcoinDevAccount, bitcoinDevAccounts, bitcoinMinerAddress } from '@kit/devnet/chains'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from '@kit/devnet/node'
import { createFakeWalletConnectSession } from '@kit/test-fixtures'
import { base64, hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { parseBitcoinAmount } from './amount/parseBitcoinAmount.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import {
  DustAmountError,
  FeeRateError,
  InsufficientFundsError,
  UnsupportedSighashTypeError,
} from './errors/transaction.js'
import {
  InvalidMessageSignatureError,
  InvalidSignedPsbtError,
  UnsupportedWalletRequestError,
  WalletNetworkMismatchError,
} from './errors/wallet.js'
import { createEsploraClient } from './esplora/createEsploraClient.js'
import { getUtxos } from './esplora/getUtxos.js'
import { verifyBitcoinMessage } from './message/verifyBitcoinMessage.js'
import { bitcoinRegtest } from './networks/bitcoinNetworks.js'
import { createTestContext, installWindow, regtestNetwork } from './test/adapterFixtures.js'
import {
  createFakeSatsConnectProvider,
  createFakeStandardWallet,
  createFakeUnisat,
  createSigner,
  type FakeBehaviour,
} from './test/fakeWallets.js'
import { buildTransferPsbt } from './transaction/buildTransferPsbt.js'

const win = installWindow()
const [alice, bob, carol] = bitcoinDevAccounts as [
  BitcoinDevAccount,
  BitcoinDevAccount,
  BitcoinDevAccount,
]
let chain: StartBitcoinEsploraReturnType
let network: CaipNetwork
const cleanups: (() => void)[] = []

beforeAll(async () => {
  chain = await startBitcoinEsplora({ port: 0, blockIntervalMs: 0 })
  network = regtestNetwork(chain.url)
})
afterAll(() => chain.stop())
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  vi.restoreAllMocks()
})

function setup(options: Parameters<typeof createBitcoinAdapter>[0] = {}) {
  const adapter = createBitcoinAdapter({ retryDelay: 0, ...options })
  const context = createTestContext([network])
  cleanups.push(adapter.setup(context))
  return { adapter, context }
}

type Kind = {
  name: string
  account: BitcoinDevAccount
  /** Installs a fake wallet of this kind; returns its connector id and its record of calls. */
  install(behaviour?: FakeBehaviour): { connectorId: string; calls: { method: string }[] }
  ordinals: boolean
}

const kinds: Kind[] = [
  {
    name: 'Wallet Standard',
    account: alice,
    ordinals: true,
    install(behaviour) {
      const fake = createFakeStandardWallet(alice, { name: 'Standard Test', ...behaviour })
      cleanups.push(getWallets().register(fake.wallet))
      return { connectorId: 'Standard Test', calls: fake.calls }
    },
  },
  {
    name: 'sats-connect',
    account: bob,
    ordinals: true,
    install(behaviour) {
      const fake = createFakeSatsConnectProvider(bob, behaviour)
      win.XverseProviders = { BitcoinProvider: fake.provider }
      cleanups.push(() => delete win.XverseProviders)
      return { connectorId: 'xverse', calls: fake.calls }
    },
  },
  {
    name: 'Unisat',
    account: carol,
    ordinals: false,
    install(behaviour) {
      const fake = createFakeUnisat(carol, behaviour)
      win.unisat = fake.api
      cleanups.push(() => delete win.unisat)
      return { connectorId: 'unisat', calls: fake.calls }
    },
  },
]

async function getTransaction(txid: string) {
  const response = await fetch(`${chain.url}/tx/${txid}`)
  expect(response.status).toBe(200)
  return (await response.json()) as {
    fee: number
    status: { confirmed: boolean }
    vout: { scriptpubkey_address?: string; value: number }[]
  }
}

const sats = (balance: string) => parseBitcoinAmount({ amount: balance })

describe.each(kinds)('$name wallet', (kind) => {
  test('connects with its payment address first, reads the balance and pays', async () => {
    const { connectorId } = kind.install()
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId, network })
    expect(result.address).toBe(kind.account.paymentAddress)
    expect(result.chainId).toBe(network.id)
    expect(result.accounts?.[0]).toMatchObject({
      type: 'payment',
      address: kind.account.paymentAddress,
      publicKey: kind.account.publicKey,
    })
    if (kind.ordinals)
      expect(result.accounts?.[1]).toMatchObject({
        type: 'ordinal',
        address: kind.account.ordinalsAddress,
      })
    else expect(result.accounts).toHaveLength(1)

    const before = await adapter.getBalance({ address: result.address, network })
    expect(before.symbol).toBe('BTC')
    const value = 12_345_678n
    const txid = await adapter.sendTransaction({
      connectorId,
      network,
      from: result.address,
      to: bitcoinMinerAddress,
      value,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    const pending = await getTransaction(txid)
    expect(pending.status.confirmed).toBe(false)
    expect(pending.vout[0]).toEqual(
      expect.objectContaining({ scriptpubkey_address: bitcoinMinerAddress, value: Number(value) }),
    )
    // The regtest estimate for 3 blocks is 1.5 sat/vB: a 1-in, 2-out p2wpkh payment is ~141 vB.
    expect(pending.fee).toBeGreaterThanOrEqual(141 * 1.5)
    expect(pending.fee).toBeLessThan(150 * 1.5)
    chain.mine()
    expect((await getTransaction(txid)).status.confirmed).toBe(true)
    const after = await adapter.getBalance({ address: result.address, network })
    expect(sats(after.balance)).toBe(sats(before.balance) - value - BigInt(pending.fee))
  })

  test('signs a message, verified before it is returned', async () => {
    const { connectorId } = kind.install()
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId, network })
    const signature = await adapter.signMessage({ connectorId, address, message: 'Sign in' })
    expect(verifyBitcoinMessage({ address, message: 'Sign in', signature })).toBe(true)
    expect(base64.decode(signature)).toHaveLength(65)
  })

  test('a signature that does not verify is refused', async () => {
    const { connectorId } = kind.install({ badSignature: true })
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId, network })
    await expect(adapter.signMessage({ connectorId, address, message: 'Sign in' })).rejects.toThrow(
      InvalidMessageSignatureError,
    )
  })

  test('a declined connection or payment is UserRejectedRequestError', async () => {
    const declined = kind.install({ rejectConnect: true })
    const first = setup()
    await expect(
      first.adapter.connect({ connectorId: declined.connectorId, network }),
    ).rejects.toThrow(UserRejectedRequestError)
    for (const cleanup of cleanups.splice(0)) cleanup()

    const { connectorId } = kind.install({ rejectSign: true })
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId, network })
    const before = await adapter.getBalance({ address, network })
    await expect(
      adapter.sendTransaction({
        connectorId,
        network,
        from: address,
        to: bitcoinMinerAddress,
        value: 50_000n,
      }),
    ).rejects.toThrow(UserRejectedRequestError)
    expect(await adapter.getBalance({ address, network })).toEqual(before)
  })

  test('dust and amounts beyond the balance fail before the wallet is asked', async () => {
    const { connectorId, calls } = kind.install()
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId, network })
    const send = (value: bigint) =>
      adapter.sendTransaction({
        connectorId,
        network,
        from: address,
        to: bitcoinMinerAddress,
        value,
      })
    await expect(send(293n)).rejects.toThrow(DustAmountError)
    await expect(send(1_000n * 100_000_000n)).rejects.toThrow(InsufficientFundsError)
    expect(calls.map(({ method }) => method)).not.toContainEqual(expect.stringMatching(/ign/))
  })

  test('a wallet that signs another transaction is refused and nothing is sent', async () => {
    const { connectorId } = kind.install({ tamper: true })
    const { adapter } = setup()
    const { address } = await adapter.connect({ connectorId, network })
    const before = await adapter.getBalance({ address, network })
    await expect(
      adapter.sendTransaction({
        connectorId,
        network,
        from: address,
        to: bitcoinMinerAddress,
        value: 50_000n,
      }),
    ).rejects.toThrow(InvalidSignedPsbtError)
    expect(await adapter.getBalance({ address, network })).toEqual(before)
  })

  test('reconnects without a prompt once granted, and not before', async () => {
    const { connectorId } = kind.install()
    const fresh = setup()
    expect(await fresh.adapter.reconnect({ connectorId, network })).toBeUndefined()
    await fresh.adapter.connect({ connectorId, network })
    const { adapter } = setup()
    const restored = await adapter.reconnect({ connectorId, network })
    expect(restored?.address).toBe(kind.account.paymentAddress)
  })
})

test('accounts of another network are WalletNetworkMismatchError', async () => {
  const fake = createFakeUnisat(alice)
  win.unisat = {
    ...fake.api,
    requestAccounts: async () => ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'],
  }
  cleanups.push(() => delete win.unisat)
  const { adapter } = setup()
  await expect(adapter.connect({ connectorId: 'unisat', network })).rejects.toThrow(
    WalletNetworkMismatchError,
  )
})

test('fee rates out of range are FeeRateError; `from` must be a connected account', async () => {
  const fake = createFakeStandardWallet(alice, { name: 'Fee Errors' })
  cleanups.push(getWallets().register(fake.wallet))
  const { adapter } = setup()
  const { address } = await adapter.connect({ connectorId: 'Fee Errors', network })
  const send = (feeRate: number, value = 100_000n) =>
    adapter.sendTransaction({
      connectorId: 'Fee Errors',
      network,
      from: address,
      to: bob.paymentAddress,
      value,
      feeRate,
    })
  await expect(send(0.5)).rejects.toMatchObject({ name: 'FeeRateError', reason: 'tooLow' })
  await expect(send(5_001)).rejects.toMatchObject({ name: 'FeeRateError', reason: 'tooHigh' })
  await expect(send(4_000, 400n)).rejects.toThrow(FeeRateError)
  await expect(
    adapter.sendTransaction({
      connectorId: 'Fee Errors',
      network,
      from: bob.paymentAddress,
      to: address,
      value: 1000n,
    }),
  ).rejects.toThrow(UnsupportedWalletRequestError)
  expect(fake.calls.map(({ method }) => method)).toEqual(['connect'])
})

test('a fixed fee rate is paid as given', async () => {
  const fake = createFakeStandardWallet(alice, { name: 'Fixed Fee' })
  cleanups.push(getWallets().register(fake.wallet))
  const { adapter } = setup({ feeRate: 7 })
  const { address } = await adapter.connect({ connectorId: 'Fixed Fee', network })
  const txid = await adapter.sendTransaction({
    connectorId: 'Fixed Fee',
    network,
    from: address,
    to: bob.ordinalsAddress,
    value: 100_000n,
  })
  const { fee } = await getTransaction(txid)
  // One p2wpkh input, a p2tr and a p2wpkh output: 153 vbytes at 7 sat/vB.
  expect(fee).toBe(153 * 7)
  chain.mine()
})

describe('events', () => {
  test('Wallet Standard account changes are checked and reported; no account left ends the session', async () => {
    const fake = createFakeStandardWallet(alice, { name: 'Evented' })
    cleanups.push(getWallets().register(fake.wallet))
    const { adapter, context } = setup()
    await adapter.connect({ connectorId: 'Evented', network })
    expect(fake.listenerCount()).toBe(1)
    fake.change('none')
    expect(context.events).toContainEqual({
      type: 'accountsChanged',
      connectorId: 'Evented',
      address: undefined,
    })
    expect(fake.listenerCount()).toBe(0)
    expect(adapter.getProvider({ connectorId: 'Evented' })).toBeUndefined()
  })

  test("sats-connect's disconnect event ends the session", async () => {
    const fake = createFakeSatsConnectProvider(bob)
    win.XverseProviders = { BitcoinProvider: fake.provider }
    cleanups.push(() => delete win.XverseProviders)
    const { adapter, context } = setup()
    await adapter.connect({ connectorId: 'xverse', network })
    fake.emit('disconnect')
    expect(context.events).toContainEqual({ type: 'disconnect', connectorId: 'xverse' })
    expect(adapter.getProvider({ connectorId: 'xverse' })).toBeUndefined()
  })

  test("Unisat's accountsChanged reports the new address after checking it", async () => {
    const fake = createFakeUnisat(carol)
    win.unisat = fake.api
    cleanups.push(() => delete win.unisat)
    const { adapter, context } = setup()
    await adapter.connect({ connectorId: 'unisat', network })
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.emit('accountsChanged', ['bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'])
    fake.emit('accountsChanged', [alice.paymentAddress])
    await vi.waitFor(() =>
      expect(context.events).toContainEqual({
        type: 'accountsChanged',
        connectorId: 'unisat',
        address: alice.paymentAddress,
        accounts: [expect.objectContaining({ address: alice.paymentAddress })],
      }),
    )
    expect(context.events.filter((event) => event.type === 'accountsChanged')).toHaveLength(1)
  })

  test('disconnect stops the events and tells the wallet', async () => {
    const fake = createFakeSatsConnectProvider(bob)
    win.XverseProviders = { BitcoinProvider: fake.provider }
    cleanups.push(() => delete win.XverseProviders)
    const { adapter, context } = setup()
    await adapter.connect({ connectorId: 'xverse', network })
    await adapter.disconnect({ connectorId: 'xverse' })
    expect(fake.calls.map(({ method }) => method)).toContain('wallet_disconnect')
    fake.emit('disconnect')
    expect(context.events.filter((event) => event.type === 'disconnect')).toHaveLength(0)
  })
})

describe('getProvider', () => {
  test("AppKit's BitcoinConnector methods on the connected wallet", async () => {
    const fake = createFakeStandardWallet(alice, { name: 'Provided' })
    cleanups.push(getWallets().register(fake.wallet))
    const { adapter } = setup()
    expect(adapter.getProvider({ connectorId: 'Provided' })).toBeUndefined()
    await adapter.connect({ connectorId: 'Provided', network })
    const provider = adapter.getProvider({ connectorId: 'Provided' })
    expect(provider).toMatchObject({ id: 'Provided', name: 'Provided', chain: 'bip122' })
    expect(await provider?.getAccountAddresses()).toEqual([
      {
        address: alice.paymentAddress,
        purpose: 'payment',
        publicKey: alice.publicKey,
        path: undefined,
      },
      {
        address: alice.ordinalsAddress,
        purpose: 'ordinal',
        publicKey: alice.ordinalsPublicKey,
        path: undefined,
      },
    ])
    const signature = await provider?.signMessage({
      address: alice.paymentAddress,
      message: 'hello',
      protocol: 'ecdsa',
    })
    expect(
      verifyBitcoinMessage({
        address: alice.paymentAddress,
        message: 'hello',
        signature: signature ?? '',
      }),
    ).toBe(true)
    const txid = await provider?.sendTransfer({ recipient: bob.paymentAddress, amount: '60000' })
    expect((await getTransaction(txid ?? '')).vout[0]?.value).toBe(60_000)
    chain.mine()
  })
})

describe('WalletConnect', () => {
  function createSession(account: BitcoinDevAccount, methods?: string[]) {
    const signer = createSigner(account)
    const session = createFakeWalletConnectSession({
      namespace: 'bip122',
      accounts: [`${network.caipNetworkId}:${account.paymentAddress}`],
      methods: methods ?? ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      peer: { name: 'Phone Wallet', icon: undefined },
    })
    session.request.mockImplementation(async ({ method, params }) => {
      const p = params as Record<string, unknown>
      if (method === 'getAccountAddresses')
        return [
          { address: account.paymentAddress, publicKey: account.publicKey, intention: 'payment' },
          {
            address: account.ordinalsAddress,
            publicKey: account.ordinalsPublicKey,
            intention: 'ordinal',
          },
        ]
      if (method === 'signMessage')
        return {
          address: p.address,
          signature: hex.encode(base64.decode(signer.signMessage(p.message as string))),
        }
      if (method === 'signPsbt') {
        const indexes = (p.signInputs as { index: number }[]).map(({ index }) => index)
        return { psbt: base64.encode(signer.signPsbt(base64.decode(p.psbt as string), indexes)) }
      }
      throw new Error(`unexpected ${method}`)
    })
    return session
  }

  test('connects from the session, signs (hex signature) and pays through signPsbt', async () => {
    const session = createSession(bob)
    const { adapter, context } = setup()
    const result = await adapter.walletConnect.connect({ session, network })
    expect(result).toMatchObject({
      address: bob.paymentAddress,
      chainId: network.id,
      walletInfo: { name: 'Phone Wallet' },
    })
    // The keys and the ordinals address follow once the wallet answers getAccountAddresses.
    expect(result.accounts?.map(({ type }) => type)).toEqual(['payment'])
    await vi.waitFor(() =>
      expect(context.events).toContainEqual({
        type: 'accountsChanged',
        connectorId: 'walletConnect',
        address: bob.paymentAddress,
        accounts: [
          expect.objectContaining({ type: 'payment', publicKey: bob.publicKey }),
          expect.objectContaining({ address: bob.ordinalsAddress, type: 'ordinal' }),
        ],
      }),
    )
    const signature = await adapter.signMessage({
      connectorId: 'walletConnect',
      address: bob.paymentAddress,
      message: 'over the relay',
    })
    expect(
      verifyBitcoinMessage({ address: bob.paymentAddress, message: 'over the relay', signature }),
    ).toBe(true)
    expect(session.request).toHaveBeenCalledWith({
      chainId: network.caipNetworkId,
      method: 'signMessage',
      params: {
        account: bob.paymentAddress,
        address: bob.paymentAddress,
        message: 'over the relay',
      },
    })
    const txid = await adapter.sendTransaction({
      connectorId: 'walletConnect',
      network,
      from: bob.paymentAddress,
      to: carol.paymentAddress,
      value: 70_000n,
    })
    const signCall = session.request.mock.calls.find(([{ method }]) => method === 'signPsbt')?.[0]
    expect(signCall?.params).toMatchObject({
      account: bob.paymentAddress,
      signInputs: [{ address: bob.paymentAddress, index: 0, sighashTypes: [1] }],
      broadcast: false,
    })
    expect((await getTransaction(txid)).vout[0]?.value).toBe(70_000)
    chain.mine()
  })

  test('a wallet that leaves getAccountAddresses to its user does not hold up the connection; a payment asks again', async () => {
    const session = createSession(bob)
    const answer = session.request.getMockImplementation()
    let release: (() => void) | undefined
    session.request.mockImplementation(async (request) => {
      if (request.method === 'getAccountAddresses' && !release)
        return new Promise((resolve) => {
          // Answered only when the visitor pays: the connect-time prompt is never answered.
          release = () => resolve(undefined)
        })
      return answer?.(request)
    })
    const { adapter } = setup()
    const result = await adapter.walletConnect.connect({ session, network })
    expect(result.address).toBe(bob.paymentAddress)
    expect(result.accounts).toEqual([expect.objectContaining({ publicKey: undefined })])
    const txid = await adapter.sendTransaction({
      connectorId: 'walletConnect',
      network,
      from: bob.paymentAddress,
      to: carol.paymentAddress,
      value: 50_000n,
    })
    const methods = session.request.mock.calls.map(([{ method }]) => method)
    expect(methods).toEqual(['getAccountAddresses', 'getAccountAddresses', 'signPsbt'])
    expect((await getTransaction(txid)).vout[0]?.value).toBe(50_000)
    release?.()
    chain.mine()
  })

  test('without getAccountAddresses there is no key: the wallet pays with sendTransfer', async () => {
    const session = createSession(bob, ['sendTransfer', 'signMessage'])
    session.request.mockImplementation(async () => ({ txid: 'ab'.repeat(32) }))
    const { adapter } = setup()
    await adapter.walletConnect.connect({ session, network })
    const txid = await adapter.sendTransaction({
      connectorId: 'walletConnect',
      network,
      from: bob.paymentAddress,
      to: carol.paymentAddress,
      value: 80_000n,
    })
    expect(txid).toBe('ab'.repeat(32))
    expect(session.request).toHaveBeenCalledWith({
      chainId: network.caipNetworkId,
      method: 'sendTransfer',
      params: {
        account: bob.paymentAddress,
        recipientAddress: carol.paymentAddress,
        amount: '80000',
      },
    })
  })

  test('a session that ends ends the connection', async () => {
    const session = createSession(bob)
    const { adapter, context } = setup()
    await adapter.walletConnect.connect({ session, network })
    session.end()
    expect(context.events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
    expect(adapter.getProvider({ connectorId: 'walletConnect' })).toBeUndefined()
  })
})

describe('other wallet shapes', () => {
  test("OKX's connect() gives the address and key; protocols map to Unisat's names", async () => {
    const fake = createFakeUnisat(carol)
    const connect = vi.fn(async () => ({
      address: carol.paymentAddress,
      publicKey: carol.publicKey,
    }))
    win.okxwallet = { bitcoin: { ...fake.api, connect } }
    cleanups.push(() => delete win.okxwallet)
    const { adapter, context } = setup()
    expect(lastConnectors(context)).toContainEqual(
      expect.objectContaining({ id: 'OKX', explorerId: expect.stringMatching(/^971e689d/) }),
    )
    const result = await adapter.connect({ connectorId: 'OKX', network })
    expect(connect).toHaveBeenCalledOnce()
    expect(result.accounts).toEqual([
      expect.objectContaining({ address: carol.paymentAddress, publicKey: carol.publicKey }),
    ])
    const provider = adapter.getProvider({ connectorId: 'OKX' })
    await provider?.signMessage({ address: carol.paymentAddress, message: 'a', protocol: 'bip322' })
    await provider?.signMessage({ address: carol.paymentAddress, message: 'b' })
    expect(
      fake.calls.filter(({ method }) => method === 'signMessage').map(({ args }) => args),
    ).toEqual([
      ['a', 'bip322-simple'],
      ['b', 'ecdsa'],
    ])
  })

  test('a sats-connect wallet without getAccounts connects with wallet_connect', async () => {
    const fake = createFakeSatsConnectProvider(bob)
    const request = async (method: string, params: unknown) =>
      method === 'getAccounts'
        ? { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'Method not found' } }
        : method === 'wallet_connect'
          ? {
              jsonrpc: '2.0',
              id: '1',
              result: {
                addresses: (
                  (await fake.provider.request('getAccounts', params)) as { result: unknown[] }
                ).result,
              },
            }
          : fake.provider.request(method, params)
    win.BitcoinProvider = { request }
    cleanups.push(() => delete win.BitcoinProvider)
    const { adapter } = setup()
    const result = await adapter.connect({ connectorId: 'xverse', network })
    expect(result.accounts?.map(({ type, address }) => [type, address])).toEqual([
      ['payment', bob.paymentAddress],
      ['ordinal', bob.ordinalsAddress],
    ])
  })

  test('Leather: getAddresses, signMessage and signPsbt in hex, and a payment that is mined', async () => {
    const signer = createSigner(alice)
    const calls: { method: string; params: unknown }[] = []
    win.LeatherProvider = {
      async request(method: string, params: Record<string, unknown>) {
        calls.push({ method, params })
        const answer = (result: unknown) => ({ jsonrpc: '2.0', id: '1', result })
        if (method === 'getAddresses')
          return answer({
            addresses: [
              {
                symbol: 'BTC',
                type: 'p2wpkh',
                address: alice.paymentAddress,
                publicKey: alice.publicKey,
              },
              {
                symbol: 'BTC',
                type: 'p2tr',
                address: alice.ordinalsAddress,
                publicKey: alice.ordinalsPublicKey,
              },
              { symbol: 'STX', address: 'SP000000000000000000002Q6VF78' },
            ],
          })
        if (method === 'signMessage')
          return answer({ signature: signer.signMessage(params.message as string) })
        if (method === 'signPsbt')
          return answer({
            hex: hex.encode(
              signer.signPsbt(hex.decode(params.hex as string), params.signAtIndex as number[]),
            ),
          })
        return { jsonrpc: '2.0', id: '1', error: { code: -32601, message: 'no' } }
      },
    }
    cleanups.push(() => delete win.LeatherProvider)
    const { adapter } = setup()
    const { address, accounts } = await adapter.connect({ connectorId: 'leather', network })
    expect(accounts?.map(({ type }) => type)).toEqual(['payment', 'ordinal'])
    const signature = await adapter.signMessage({ connectorId: 'leather', address, message: 'hi' })
    expect(verifyBitcoinMessage({ address, message: 'hi', signature })).toBe(true)
    const txid = await adapter.sendTransaction({
      connectorId: 'leather',
      network,
      from: address,
      to: carol.ordinalsAddress,
      value: 40_000n,
    })
    expect(calls.find(({ method }) => method === 'signPsbt')?.params).toMatchObject({
      network: 'regtest',
      broadcast: false,
      signAtIndex: [0],
    })
    chain.mine()
    expect((await getTransaction(txid)).status.confirmed).toBe(true)
  })
})

describe('switchNetwork', () => {
  const testnet: CaipNetwork = {
    ...regtestNetwork('http://127.0.0.1:1'),
    id: '000000000933ea01ad0ee984209779ba',
    caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
    name: 'Bitcoin Testnet',
  }

  test('a wallet whose accounts are of the other network is WalletNetworkMismatchError', async () => {
    const fake = createFakeStandardWallet(alice, { name: 'Regtest Only' })
    cleanups.push(getWallets().register(fake.wallet))
    const { adapter } = setup()
    await adapter.connect({ connectorId: 'Regtest Only', network })
    await expect(
      adapter.switchNetwork({ connectorId: 'Regtest Only', network: testnet }),
    ).rejects.toThrow(WalletNetworkMismatchError)
    await adapter.switchNetwork({ connectorId: 'Regtest Only', network })
  })

  test("a WalletConnect session moves to another chain it approved, with that chain's account", async () => {
    const testnetAddress = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx'
    const session = createFakeWalletConnectSession({
      namespace: 'bip122',
      accounts: [
        `${network.caipNetworkId}:${bob.paymentAddress}`,
        `${testnet.caipNetworkId}:${testnetAddress}`,
      ],
      methods: ['signMessage'],
    })
    const adapter = createBitcoinAdapter()
    const context = createTestContext([network, testnet])
    cleanups.push(adapter.setup(context))
    await adapter.walletConnect.connect({ session, network })
    await adapter.switchNetwork({ connectorId: 'walletConnect', network: testnet })
    expect(adapter.getProvider({ connectorId: 'walletConnect' })).toBeDefined()
    expect(
      (await adapter.getProvider({ connectorId: 'walletConnect' })?.getAccountAddresses())?.[0]
        ?.address,
    ).toBe(testnetAddress)
    const mainnet = {
      ...testnet,
      id: '000000000019d6689c085ae165831e93',
      caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' as const,
    }
    await expect(
      adapter.switchNetwork({ connectorId: 'walletConnect', network: mainnet }),
    ).rejects.toThrow(UnsupportedWalletRequestError)
  })
})

describe('WalletConnect session edge cases', () => {
  test('an account on a chain the app lacks is ChainNotConfiguredError', async () => {
    const session = createFakeWalletConnectSession({
      namespace: 'bip122',
      accounts: [
        'bip122:000000000019d6689c085ae165831e93:bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
      ],
    })
    const { adapter } = setup()
    await expect(adapter.walletConnect.connect({ session, network })).rejects.toThrow(
      ChainNotConfiguredError,
    )
  })

  test('bip122_addressesChanged on the chain is checked and reported', async () => {
    const session = createFakeWalletConnectSession({
      namespace: 'bip122',
      accounts: [`${network.caipNetworkId}:${bob.paymentAddress}`],
    })
    const { adapter, context } = setup()
    await adapter.walletConnect.connect({ session, network })
    session.emit({
      name: 'bip122_addressesChanged',
      chainId: network.caipNetworkId,
      data: [{ address: carol.paymentAddress, intention: 'payment' }],
    })
    session.emit({
      name: 'bip122_addressesChanged',
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      data: [{ address: alice.paymentAddress }],
    })
    expect(context.events.filter((event) => event.type === 'accountsChanged')).toEqual([
      {
        type: 'accountsChanged',
        connectorId: 'walletConnect',
        address: carol.paymentAddress,
        accounts: [expect.objectContaining({ address: carol.paymentAddress, type: 'payment' })],
      },
    ])
  })
})

/** Connects Carol's wallet under `name` and builds a PSBT of the app's paying `amount` to Alice. */
async function connectWithAppPsbt({ name, amount }: { name: string; amount: bigint }) {
  const fake = createFakeStandardWallet(carol, { name })
  cleanups.push(getWallets().register(fake.wallet))
  const { adapter } = setup()
  await adapter.connect({ connectorId: name, network })
  const utxos = await getUtxos(createEsploraClient({ url: chain.url }), {
    address: carol.paymentAddress,
  })
  const built = buildTransferPsbt({
    utxos,
    from: { address: carol.paymentAddress, publicKey: carol.publicKey, type: 'p2wpkh' },
    to: alice.paymentAddress,
    amount,
    feeRate: 2,
    network: bitcoinRegtest,
  })
  return { fake, built, provider: adapter.getProvider({ connectorId: name }) }
}

test("getProvider's signPSBT signs a PSBT of the app's and, with broadcast, sends it", async () => {
  const { built, provider } = await connectWithAppPsbt({ name: 'PSBT Wallet', amount: 30_000n })
  const signInputs = built.inputs.map((_, index) => ({ address: carol.paymentAddress, index }))
  const signed = await provider?.signPSBT({ psbt: built.psbt.base64, signInputs })
  expect(signed?.txid).toBeUndefined()
  expect(signed?.psbt).not.toBe(built.psbt.base64)
  const sent = await provider?.signPSBT({ psbt: built.psbt.base64, signInputs, broadcast: true })
  expect((await getTransaction(sent?.txid ?? '')).vout[0]?.value).toBe(30_000)
  chain.mine()
})

test("signPSBT takes AppKit's sighashTypes for SIGHASH_ALL and refuses any other before the wallet is asked", async () => {
  const { fake, built, provider } = await connectWithAppPsbt({
    name: 'Sighash Wallet',
    amount: 20_000n,
  })
  const inputs = (sighashTypes: unknown) =>
    built.inputs.map((_, index) => ({
      address: carol.paymentAddress,
      index,
      sighashTypes: sighashTypes as number[],
    }))
  const signed = await provider?.signPSBT({ psbt: built.psbt.base64, signInputs: inputs([1]) })
  expect(signed?.psbt).not.toBe(built.psbt.base64)
  const asked = fake.calls.length
  // SIGHASH_SINGLE | ANYONECANPAY, and a value that is not a list.
  for (const sighashTypes of [[0x83], [1, 2], 'ALL']) {
    const refused = provider?.signPSBT({
      psbt: built.psbt.base64,
      signInputs: inputs(sighashTypes),
    })
    await expect(refused).rejects.toBeInstanceOf(UnsupportedSighashTypeError)
    await expect(refused).rejects.toMatchObject({ index: 0 })
  }
  expect(fake.calls.length).toBe(asked)
})

function lastConnectors(context: ReturnType<typeof createTestContext>) {
  return (
    context.events
      .flatMap((event) => (event.type === 'connectors' ? [event.connectors] : []))
      .at(-1) ?? []
  )
}
