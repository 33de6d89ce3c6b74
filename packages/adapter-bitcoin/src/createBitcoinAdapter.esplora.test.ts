import type { CaipNetwork } from '@kit/core'
import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { type BitcoinDevAccount, bitcoinDevAccounts, bitcoinMinerAddress } from '@kit/devnet/chains'
import { type StartBitcoinEsploraReturnType, startBitcoinEsplora } from '@kit/devnet/node'
import { createFakeWalletConnectSession } from '@kit/test-fixtures'
import { base64, hex } from '@scure/base'
import { getWallets } from '@wallet-standard/app'
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { parseBitcoinAmount } from './amount/parseBitcoinAmount.js'
import { createBitcoinAdapter } from './createBitcoinAdapter.js'
import { DustAmountError, InsufficientFundsError } from './errors/transaction.js'
import {
  InvalidMessageSignatureError,
  InvalidSignedPsbtError,
  WalletNetworkMismatchError,
} from './errors/wallet.js'
import { verifyBitcoinMessage } from './message/verifyBitcoinMessage.js'
import { createTestContext, installWindow, regtestNetwork } from './test/adapterFixtures.js'
import {
  createFakeSatsConnectProvider,
  createFakeStandardWallet,
  createFakeUnisat,
  createSigner,
  type FakeBehaviour,
} from './test/fakeWallets.js'

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
    const { adapter } = setup()
    const result = await adapter.walletConnect.connect({ session, network })
    expect(result).toMatchObject({
      address: bob.paymentAddress,
      chainId: network.id,
      walletInfo: { name: 'Phone Wallet' },
    })
    expect(result.accounts?.map(({ type }) => type)).toEqual(['payment', 'ordinal'])
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
