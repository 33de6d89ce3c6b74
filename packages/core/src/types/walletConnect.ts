import type { ConnectResult } from './adapter.js'
import type { CaipNetwork, CaipNetworkId, ChainNamespace } from './network.js'

/**
 * What a pairing proposes for one namespace: its CAIP-2 chains (the active one first), the
 * methods and events the adapter uses, and where read calls go for each chain. Proposed as
 * optional, so a wallet may approve a subset (or none) of them.
 */
export type WalletConnectProposal = {
  chains: CaipNetworkId[]
  methods: string[]
  events: string[]
  /** RPC URL per chain reference (`1` for `eip155:1`), for reads the SDK answers itself (never a hosted RPC). */
  rpcMap?: Record<string, string> | undefined
}

/** The wallet on the other end of a session, as it describes itself, after core's checks. */
export type WalletConnectPeer = {
  /** Sanitized like an announced wallet's name (SECURITY B09); 'WalletConnect' when unusable. */
  name: string
  /** An `https:` or `data:image/…` address, or `undefined`. */
  icon: string | undefined
}

/** An event the wallet sent for one chain of the namespace (`accountsChanged`, `chainChanged`, …). */
export type WalletConnectSessionEvent = {
  name: string
  /** As the wallet sent it: untrusted. */
  data: unknown
  chainId: CaipNetworkId
}

/**
 * One namespace's view of the shared WalletConnect session, handed to its adapter. Everything the
 * wallet sent (accounts, event data, request results) is untrusted: the adapter validates it.
 */
export type WalletConnectSession = {
  namespace: ChainNamespace
  /** CAIP-10 accounts the wallet approved in this namespace, in its order. */
  accounts: readonly string[]
  /** CAIP-2 chains the wallet approved in this namespace. */
  chains: readonly string[]
  /** Methods the wallet approved in this namespace. */
  methods: readonly string[]
  peer: WalletConnectPeer
  /** Sends a JSON-RPC request to the wallet (or, for reads, the chain's RPC) on one chain. */
  request(parameters: {
    chainId: CaipNetworkId
    method: string
    params?: readonly unknown[] | Record<string, unknown> | undefined
  }): Promise<unknown>
  /** Listens to the wallet's events on this namespace's chains; returns the unsubscribe. */
  onEvent(listener: (event: WalletConnectSessionEvent) => void): () => void
  /** Aborted when the session ends: the wallet or the dapp disconnected, or it expired. */
  signal: AbortSignal
}

/**
 * An adapter's part of WalletConnect. Core owns the one pairing and session every namespace
 * shares: it proposes what each adapter's `propose` returns, and once a wallet approved (or a
 * stored session is restored), hands each namespace the wallet approved to its adapter's
 * `connect`. Requests for the namespace then go through `session.request`.
 * @example
 * walletConnect: {
 *   propose: ({ networks }) => ({
 *     chains: networks.map((n) => n.caipNetworkId),
 *     methods: ['solana_signMessage'],
 *     events: [],
 *   }),
 *   connect: ({ session }) => ({ address: session.accounts[0].split(':')[2], chainId: '…' }),
 * }
 */
export type WalletConnectPart = {
  /**
   * What a pairing proposes for this namespace; `networks` are the app's networks of it. Left out,
   * core proposes AppKit's default methods and events for the namespace, every network with its
   * own RPC URL, the active one first (the code for it loads with the pairing, not at start).
   */
  propose?(parameters: {
    networks: readonly CaipNetwork[]
    active: CaipNetwork | undefined
  }): WalletConnectProposal
  /**
   * The wallet approved accounts in this namespace: read them, start following the session's
   * events, and say which account and chain are connected. Throwing leaves this namespace out
   * (the session's other namespaces still connect). `network` is the app's active one here.
   */
  connect(parameters: {
    session: WalletConnectSession
    network: CaipNetwork | undefined
  }): ConnectResult | Promise<ConnectResult>
}
