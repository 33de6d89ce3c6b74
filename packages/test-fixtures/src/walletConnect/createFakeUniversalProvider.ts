import type { WalletConnectContext } from '@kit/core'
import { type Mock, vi } from 'vitest'

export const sessionAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const otherSessionAddress = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
export const solanaSessionAddress = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
export const solanaMainnetId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** WalletConnect settings as core derives them; the relay is a closed local port. */
export const testWalletConnectContext: WalletConnectContext = {
  relayUrl: 'ws://127.0.0.1:1',
  projectId: 'p',
  storagePrefix: 'test-wc',
  verify: false,
}

/** One namespace of an SDK session, as a wallet approved it. */
export type FakeSessionNamespace = { accounts: string[]; chains?: string[]; methods?: string[] }

/** The parts of an SDK session Kit reads. */
export type FakeSession = {
  topic: string
  namespaces: Record<string, FakeSessionNamespace>
  peer: { metadata: { name?: string; description: string; url: string; icons: string[] } }
}

/**
 * A session from a wallet named "Peer Wallet". By default it approves `sessionAddress` on eip155
 * chains 1 and 10; `accounts` replaces those, `namespaces` replaces every namespace.
 */
export function createFakeSession(
  overrides: {
    accounts?: string[]
    namespaces?: Record<string, FakeSessionNamespace>
    name?: string
    icons?: string[]
  } = {},
): FakeSession {
  return {
    topic: 'session-topic',
    namespaces: overrides.namespaces ?? {
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

/** A session approving `sessionAddress` on eip155:1 and `solanaSessionAddress` on Solana mainnet. */
export function createTwoNamespaceSession(): FakeSession {
  return createFakeSession({
    namespaces: {
      eip155: { accounts: [`eip155:1:${sessionAddress}`], methods: ['personal_sign'] },
      solana: {
        accounts: [`${solanaMainnetId}:${solanaSessionAddress}`],
        methods: ['solana_signMessage'],
      },
    },
  })
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
  request: Mock<
    (arguments_: { method: string; params?: unknown }, chain?: string) => Promise<unknown>
  >
  disconnect: Mock<() => Promise<void>>
  cleanupPendingPairings: Mock<(options?: { deletePairings?: boolean }) => Promise<void>>
  /** The URI the `index`-th pairing (from 0) offers; a valid one by default. */
  pairingUri: (index: number) => string
  on(event: string, listener: Listener): FakeUniversalProvider
  removeListener(event: string, listener: Listener): FakeUniversalProvider
  /** Fires an SDK event to the subscribed listeners. */
  emit(event: string, payload?: unknown): void
  listenerCount(event: string): number
  /** The next pairing `connect` offers (or the oldest one not yet taken), once its URI was emitted. */
  nextPairing(): Promise<FakePairing>
}

/** A valid pairing URI, distinct per `index`, expiring far ahead. */
export function fakePairingUri(index: number): string {
  const topic = index.toString(16).padStart(64, 'a')
  return `wc:${topic}@2?relay-protocol=irn&symKey=${'cd'.repeat(32)}&expiryTimestamp=4102444800`
}

/**
 * An in-memory stand-in for WalletConnect's UniversalProvider: no relay, no storage. `connect`
 * emits `display_uri` and then waits until the test approves or rejects the pairing. Requests
 * answer `null` unless the test set `request` up otherwise.
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
      const uri = provider.pairingUri(pairingCount)
      pairingCount += 1
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
    request: vi.fn(async () => null),
    disconnect: vi.fn(async () => {
      provider.session = undefined
    }),
    cleanupPendingPairings: vi.fn(async () => {}),
    pairingUri: fakePairingUri,
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
  }
  return provider
}
