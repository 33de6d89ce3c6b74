// @vitest-environment jsdom
import {
  createCatalogue,
  createFakeSession,
  createMemoryStorage,
  createMockAdapter,
  createWalletConnectTestAdapter,
} from '@kit/test-fixtures'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createKit } from '../createKit.js'
import { UserRejectedRequestError } from '../errors/connection.js'
import { WalletConnectUnavailableError } from '../errors/walletConnect.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { wc } from '../walletConnect/test/mockedWalletConnectSdk.js'
import { connectWalletConnect } from './connectWalletConnect.js'
import { getAccount } from './getAccount.js'
import { watchPairingExpiry } from './watchPairingExpiry.js'

vi.mock(
  '@walletconnect/universal-provider',
  () => import('../walletConnect/test/mockedWalletConnectSdk.js'),
)

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'
const desktop = { telegram: false, iosSafari: false }
const iosSafari = { telegram: false, iosSafari: true }
function pairingUri(index: number) {
  const topic = index.toString(16).padStart(64, 'a')
  const expiry = 4_102_444_800 // 2100: far ahead, and the same at every call
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'b'.repeat(64)}&expiryTimestamp=${expiry}`
}

type Attempt = { signal: AbortSignal | undefined; approve(): void; reject(error: unknown): void }

/** A kit over the fake WalletConnect SDK: every pairing offers a new URI and waits. */
async function setup(options: { pairingLifetime?: number; uri?: (index: number) => string } = {}) {
  const attempts: Attempt[] = []
  const fake = wc.fake
  fake.connect.mockImplementation(() => {
    const index = attempts.length
    // The pairing on offer is the one this SDK connect belongs to.
    const attempt: Attempt = {
      signal: kit.runtime.pairing?.controller.signal,
      approve: () => {},
      reject: () => {},
    }
    attempts.push(attempt)
    const uri = (options.uri ?? pairingUri)(index)
    return new Promise((resolve, reject) => {
      attempt.approve = () => {
        const session = createFakeSession({ accounts: [`eip155:1:${address}`] })
        fake.session = session
        resolve(session)
      }
      attempt.reject = reject
      queueMicrotask(() => fake.emit('display_uri', uri))
    })
  })
  const kit = createKit({
    networks: [mainnet, optimism],
    adapters: [createWalletConnectTestAdapter({ namespace: 'eip155' })],
    storage: createMemoryStorage(),
    projectId: 'test-project',
    pairingLifetime: options.pairingLifetime,
  })
  onTestFinished(() => kit.destroy())
  await kit.ready
  return { kit, attempts, connection: kit.stores.connection }
}

/** Lets the adapter's URI reach the store (its check loads on the first pairing). */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
const offered = (connection: { wcUri: string | undefined }, uri: string) =>
  vi.waitFor(() => expect(connection.wcUri).toBe(uri))

afterEach(() => {
  vi.useRealTimers()
})

describe('connectWalletConnect', () => {
  it('offers the URI with a 4-minute expiry, then connects once the wallet approves', async () => {
    const { kit, attempts, connection } = await setup()
    const before = Date.now()
    const result = connectWalletConnect(kit, { platform: desktop })
    await offered(connection, pairingUri(0))
    expect(connection.wcPairingExpiry).toBeGreaterThanOrEqual(before + 240_000)
    expect(connection.wcPairingExpiry).toBeLessThanOrEqual(Date.now() + 240_000)
    // Waiting for a phone is not "connecting": the connect button stays usable.
    expect(connection.status).toBe('disconnected')
    attempts[0]?.approve()
    await expect(result).resolves.toMatchObject({ address })
    expect(getAccount(kit)?.address).toBe(address)
    expect(connection.wcUri).toBeUndefined()
    expect(connection.wcPairingExpiry).toBeUndefined()
  })

  it('reuses the pairing on offer instead of making another', async () => {
    const { kit, attempts } = await setup()
    const first = connectWalletConnect(kit, { platform: desktop })
    await flush()
    const second = connectWalletConnect(kit, { platform: desktop })
    await flush()
    expect(attempts).toHaveLength(1)
    attempts[0]?.approve()
    await expect(first).resolves.toMatchObject({ address })
    await expect(second).resolves.toMatchObject({ address })
  })

  it('makes a fresh pairing on retry and gives the old one up without reporting a failure', async () => {
    const { kit, attempts, connection } = await setup()
    const first = connectWalletConnect(kit, { platform: desktop })
    await flush()
    const second = connectWalletConnect(kit, { retry: true, platform: desktop })
    await flush()
    expect(attempts).toHaveLength(2)
    expect(attempts[0]?.signal?.aborted).toBe(true)
    await offered(connection, pairingUri(1))
    expect(connection.wcError).toBe(false)
    expect(connection.error).toBeUndefined()
    attempts[1]?.approve()
    await expect(second).resolves.toMatchObject({ address })
    // Whoever waited for the old pairing learns the outcome of the one that replaced it.
    await expect(first).resolves.toMatchObject({ address })
  })

  it('makes a fresh pairing when the one on offer has 10 s or less left', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const { kit, attempts, connection } = await setup()
    void connectWalletConnect(kit, { platform: desktop })
    await offered(connection, pairingUri(0))
    vi.setSystemTime(Date.now() + 230_000)
    void connectWalletConnect(kit, { platform: desktop })
    await flush()
    expect(attempts).toHaveLength(2)
    await offered(connection, pairingUri(1))
  })

  it('on iOS Safari waits for the pending pairing, marked as buffering', async () => {
    const { kit, attempts, connection } = await setup()
    const first = connectWalletConnect(kit, { platform: iosSafari })
    await flush()
    const second = connectWalletConnect(kit, { platform: iosSafari })
    await flush()
    expect(connection.buffering).toBe(true)
    await offered(connection, pairingUri(0))
    attempts[0]?.approve()
    await expect(second).resolves.toMatchObject({ address })
    await first
    expect(connection.buffering).toBe(false)
    expect(attempts).toHaveLength(1)
  })

  it('keeps a failure as wcError and rejects', async () => {
    const { kit, attempts, connection } = await setup()
    const result = connectWalletConnect(kit, { platform: desktop })
    await flush()
    attempts[0]?.reject(new UserRejectedRequestError())
    await expect(result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(connection.wcError).toBe(true)
    expect(connection.error?.rejected).toBe(true)
    expect(connection.wcUri).toBeUndefined()
  })

  it('never shows a URI that fails validation (SECURITY B17)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const bad = `wc:${'a'.repeat(64)}@2?relay-protocol=irn`
    const { kit, connection } = await setup({ uri: () => bad })
    void connectWalletConnect(kit, { platform: desktop })
    await vi.waitFor(() => expect(connection.wcError).toBe(true))
    expect(connection.wcUri).toBeUndefined()
    const logged = JSON.stringify(warn.mock.calls.map((call) => call.map(String)))
    expect(logged).not.toContain(bad)
    warn.mockRestore()
  })

  it('keeps the wallet chosen from the catalogue, and remembers it once paired', async () => {
    const { kit, attempts, connection } = await setup()
    const [wallet] = createCatalogue(1)
    if (!wallet) throw new Error('catalogue')
    const result = connectWalletConnect(kit, { wallet, platform: desktop })
    expect(connection.recentWallet).toEqual({ id: wallet.id, name: wallet.name })
    await flush()
    expect(kit.stores.wallets.recent).toEqual([])
    attempts[0]?.approve()
    await result
    expect(kit.stores.wallets.recent).toEqual([
      expect.objectContaining({ id: wallet.id, name: wallet.name, connectorId: 'walletConnect' }),
    ])
  })

  it('remembers no connector as recent for a pairing without a chosen wallet', async () => {
    const { kit, attempts } = await setup()
    const result = connectWalletConnect(kit, { platform: desktop })
    await flush()
    attempts[0]?.approve()
    await result
    expect(kit.stores.wallets.recent).toEqual([])
  })

  it('throws a typed error when no adapter offers WalletConnect', async () => {
    const kit = createKit({
      networks: [mainnet],
      adapters: [createMockAdapter()],
      storage: createMemoryStorage(),
    })
    onTestFinished(() => kit.destroy())
    await expect(connectWalletConnect(kit, { platform: desktop })).rejects.toBeInstanceOf(
      WalletConnectUnavailableError,
    )
  })
})

describe('watchPairingExpiry', () => {
  it('replaces the pairing when 10 s are left, and stops when told', async () => {
    const { kit, attempts, connection } = await setup({ pairingLifetime: 15_000 })
    const [wallet] = createCatalogue(1)
    if (!wallet) throw new Error('catalogue')
    const viewCall = connectWalletConnect(kit, { wallet, platform: desktop })
    await flush()
    vi.useFakeTimers()
    const stop = watchPairingExpiry(kit)
    await vi.advanceTimersByTimeAsync(4_000)
    expect(attempts).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_100)
    expect(attempts).toHaveLength(2)
    await offered(connection, pairingUri(1))
    expect(kit.stores.connection.recentWallet).toEqual({ id: wallet.id, name: wallet.name })
    attempts[1]?.approve()
    await expect(viewCall).resolves.toMatchObject({ address })
    expect(kit.stores.wallets.recent[0]?.id).toBe(wallet.id)
    stop()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(attempts).toHaveLength(2)
  })
})
