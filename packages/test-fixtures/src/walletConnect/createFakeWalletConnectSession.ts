import type {
  ChainNamespace,
  WalletConnectPeer,
  WalletConnectSession,
  WalletConnectSessionEvent,
} from '@kit/core'
import { type Mock, vi } from 'vitest'

export type CreateFakeWalletConnectSessionParameters = {
  namespace?: ChainNamespace
  accounts?: string[]
  chains?: string[]
  methods?: string[]
  peer?: WalletConnectPeer
}

/** A `WalletConnectSession` a test drives: it sends the wallet's events and ends the session. */
export type FakeWalletConnectSession = WalletConnectSession & {
  request: Mock<WalletConnectSession['request']>
  /** The wallet sends an event on one chain. */
  emit(event: WalletConnectSessionEvent): void
  /** The session ends (the wallet or the dapp disconnected). */
  end(reason?: unknown): void
  /** How many listeners follow the session's events. */
  listenerCount(): number
}

/**
 * One namespace's handle on a WalletConnect session, without the SDK: what an adapter's
 * `walletConnect.connect` is given. Requests answer `null` unless the test set them up.
 */
export function createFakeWalletConnectSession({
  namespace = 'eip155',
  accounts = [],
  chains,
  methods = [],
  peer = { name: 'Peer Wallet', icon: 'https://wallet.example.test/icon.png' },
}: CreateFakeWalletConnectSessionParameters = {}): FakeWalletConnectSession {
  const controller = new AbortController()
  const listeners = new Set<(event: WalletConnectSessionEvent) => void>()
  const approvedChains = chains ?? [
    ...new Set(accounts.map((account) => account.split(':').slice(0, 2).join(':'))),
  ]
  return {
    namespace,
    accounts,
    chains: approvedChains,
    methods,
    peer,
    request: vi.fn(async () => null),
    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    signal: controller.signal,
    emit(event) {
      for (const listener of [...listeners]) listener(event)
    },
    end(reason = { code: 4900, message: 'The wallet session ended' }) {
      controller.abort(reason)
    },
    listenerCount: () => listeners.size,
  }
}
