import type { AdapterEvent, CaipNetwork, WalletConnectContext } from '@kit/core'
import { afterEach, beforeEach, type Mock, vi } from 'vitest'
import { createEvmAdapter, type EvmAdapter } from '../../createEvmAdapter.js'
import { createTestContext, mainnet } from '../../test/fixtures.js'
import type { WalletConnectProvider } from '../createWalletConnectProvider.js'
import { walletConnectConnectorId } from '../walletConnectConnector.js'

export const sessionAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const otherSessionAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const fakeSignature = `0x${'ab'.repeat(65)}`

/** WalletConnect settings as core hands them to an adapter; the relay is a closed local port. */
export const testWalletConnectContext: WalletConnectContext = {
  relayUrl: 'ws://127.0.0.1:1',
  projectId: 'p',
  storagePrefix: 'test-wc',
  verify: false,
}

/** The parts of an SDK session the adapter reads. */
export type FakeSession = {
  topic: string
  namespaces: { eip155: { accounts: string[] } }
  peer: { metadata: { name: string; description: string; url: string; icons: string[] } }
}

/** A session approving `sessionAddress` on chains 1 and 10, from a wallet named "Peer Wallet". */
export function createFakeSession(
  overrides: { accounts?: string[]; name?: string; icons?: string[] } = {},
): FakeSession {
  return {
    topic: 'session-topic',
    namespaces: {
      eip155: {
        accounts: overrides.accounts ?? [
          `eip155:1:${sessionAddress}`,
          `eip155:10:${sessionAddress}`,
        ],
      },
    },
    peer: {
      metadata: {
        name: overrides.name ?? 'Peer Wallet',
        description: '',
        url: 'https://wallet.example.test',
        icons: overrides.icons ?? ['https://wallet.example.test/icon.png'],
      },
    },
  }
}

export type FakeConnectOptions = { optionalNamespaces?: Record<string, unknown> }

/** One `connect` call: the URI it offered, and the wallet's answer, given by the test. */
export type FakePairing = {
  options: FakeConnectOptions
  uri: string
  /** The wallet approves: the provider holds `session` from now on. */
  approve(session?: FakeSession): void
  reject(reason: unknown): void
}

type Listener = (payload: unknown) => void

export type FakeUniversalProvider = {
  session: FakeSession | undefined
  client: { core: { verify: { register: Mock; resolve: Mock } } }
  connect: Mock<(options: FakeConnectOptions) => Promise<FakeSession>>
  setDefaultChain: Mock<(chain: string) => void>
  request: Mock<(arguments_: { method: string; params?: unknown }) => Promise<unknown>>
  disconnect: Mock<() => Promise<void>>
  cleanupPendingPairings: Mock<(options?: { deletePairings?: boolean }) => Promise<void>>
  on(event: string, listener: Listener): FakeUniversalProvider
  removeListener(event: string, listener: Listener): FakeUniversalProvider
  /** Fires an SDK event to the subscribed listeners. */
  emit(event: string, payload?: unknown): void
  listenerCount(event: string): number
  /** The next pairing `connect` offers (or the oldest one not yet taken), once its URI was emitted. */
  nextPairing(): Promise<FakePairing>
  /** The fake as the type the adapter's code expects. */
  asProvider(): WalletConnectProvider
}

/**
 * An in-memory stand-in for WalletConnect's UniversalProvider: no relay, no storage. `connect`
 * emits `display_uri` and then waits until the test approves or rejects the pairing.
 */
export function createFakeUniversalProvider({
  session,
}: {
  session?: FakeSession | undefined
} = {}): FakeUniversalProvider {
  const listeners = new Map<string, Set<Listener>>()
  const unclaimed: FakePairing[] = []
  const waiting: ((pairing: FakePairing) => void)[] = []
  let pairingCount = 0
  const publish = (pairing: FakePairing) => {
    const waiter = waiting.shift()
    if (waiter) waiter(pairing)
    else unclaimed.push(pairing)
  }
  const provider: FakeUniversalProvider = {
    session,
    client: {
      core: {
        verify: {
          register: vi.fn(async () => 'attestation'),
          resolve: vi.fn(async () => ({ origin: 'https://app.example.test' })),
        },
      },
    },
    connect: vi.fn((options: FakeConnectOptions) => {
      pairingCount += 1
      const uri = `wc:${'0'.repeat(63)}${pairingCount}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}`
      return new Promise<FakeSession>((resolve, reject) => {
        const pairing: FakePairing = {
          options,
          uri,
          approve(approved = createFakeSession()) {
            provider.session = approved
            resolve(approved)
          },
          reject,
        }
        // Like the SDK, the URI arrives once the pairing exists, a little after `connect`.
        void Promise.resolve().then(() => {
          provider.emit('display_uri', uri)
          publish(pairing)
        })
      })
    }),
    setDefaultChain: vi.fn(),
    request: vi.fn(async ({ method }: { method: string; params?: unknown }) => {
      if (method === 'personal_sign') return fakeSignature
      if (method === 'wallet_switchEthereumChain') return null
      throw { code: 4200, message: `Unsupported method: ${method}` }
    }),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    cleanupPendingPairings: vi.fn(async () => {}),
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount(event) {
      return listeners.get(event)?.size ?? 0
    },
    nextPairing() {
      const pairing = unclaimed.shift()
      if (pairing) return Promise.resolve(pairing)
      return new Promise((resolve) => waiting.push(resolve))
    },
    asProvider: () => provider as unknown as WalletConnectProvider,
  }
  return provider
}

/**
 * An EVM adapter set up with WalletConnect on (`testWalletConnectContext`) or, with
 * `enabled: false`, off; its events land in `events`. Call `teardown` after each test.
 */
export function setupWalletConnectAdapter({ enabled = true }: { enabled?: boolean } = {}) {
  const context = {
    ...createTestContext(),
    walletConnect: enabled ? testWalletConnectContext : undefined,
  }
  const adapter = createEvmAdapter()
  const teardown = adapter.setup(context)
  return { adapter, events: context.events, teardown }
}

/** An adapter from `useFakeWalletConnectSdk`, with shortcuts to its WalletConnect connector. */
export type WalletConnectAdapterTest = {
  adapter: EvmAdapter
  /** Everything the adapter emitted. */
  events: AdapterEvent[]
  /** Connects through the WalletConnect connector, on mainnet unless told. */
  connect(network?: CaipNetwork, signal?: AbortSignal): ReturnType<EvmAdapter['connect']>
  /** Disconnects the WalletConnect connector. */
  disconnect(): Promise<void>
}

/** What `useFakeWalletConnectSdk` hands a test file. */
export type FakeWalletConnectSdk = {
  /** The provider the SDK's `init` resolves with in the running test; a fresh one each test. */
  readonly fake: FakeUniversalProvider
  /** `setupWalletConnectAdapter`, torn down after the test. */
  adapter(options?: { enabled?: boolean }): WalletConnectAdapterTest
  /**
   * An adapter connected through a pairing the wallet approved with `session`, on `network`
   * (mainnet by default); `events` holds only what came after.
   */
  connected(options?: {
    session?: FakeSession
    network?: CaipNetwork
  }): Promise<WalletConnectAdapterTest>
}

/**
 * Backs a test file's mocked WalletConnect SDK with a fresh `FakeUniversalProvider` before each
 * test, and tears down the adapters it set up after each one. Call it at the top of the file;
 * the file itself keeps the hoisted `sdk` and its `vi.mock` of the SDK package.
 * @example
 * const sdk = vi.hoisted(() => ({ init: vi.fn() }))
 * vi.mock('@walletconnect/universal-provider', () => ({ UniversalProvider: sdk }))
 * const wc = useFakeWalletConnectSdk(sdk)
 */
export function useFakeWalletConnectSdk(sdk: { init: Mock }): FakeWalletConnectSdk {
  const teardowns: (() => void)[] = []
  // Replaced before each test, so no test sees what another did to it.
  let fake = createFakeUniversalProvider()

  beforeEach(() => {
    const provider = createFakeUniversalProvider()
    fake = provider
    sdk.init.mockReset()
    sdk.init.mockImplementation(async () => provider.asProvider())
  })

  afterEach(() => {
    for (const teardown of teardowns.splice(0)) teardown()
  })

  const adapter = (options?: { enabled?: boolean }): WalletConnectAdapterTest => {
    const test = setupWalletConnectAdapter(options)
    teardowns.push(test.teardown)
    return {
      adapter: test.adapter,
      events: test.events,
      connect: (network = mainnet, signal) =>
        test.adapter.connect({ connectorId: walletConnectConnectorId, network, signal }),
      disconnect: () => test.adapter.disconnect({ connectorId: walletConnectConnectorId }),
    }
  }

  return {
    get fake() {
      return fake
    },
    adapter,
    async connected({ session, network } = {}) {
      const test = adapter()
      const result = test.connect(network)
      ;(await fake.nextPairing()).approve(session)
      await result
      test.events.splice(0)
      return test
    },
  }
}
