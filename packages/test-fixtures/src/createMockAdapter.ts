import type {
  AdapterContext,
  AdapterEvent,
  AdapterSendTransactionParameters,
  BalanceResult,
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  Connector,
  ConnectResult,
  WalletConnectPart,
} from '@kit/core'
import { createDeferred, type Deferred } from './createDeferred.js'

type MockMethods = {
  connect: {
    parameters: { connectorId: string; network: CaipNetwork | undefined }
    result: ConnectResult
  }
  reconnect: { parameters: { connectorId: string }; result: ConnectResult | undefined }
  disconnect: { parameters: { connectorId: string }; result: undefined }
  switchNetwork: { parameters: { connectorId: string; network: CaipNetwork }; result: undefined }
  getBalance: {
    parameters: { address: string; network: CaipNetwork; token?: { address: string } | undefined }
    result: BalanceResult
  }
  signMessage: {
    parameters: { connectorId: string; address: string; message: string }
    result: string
  }
  sendTransaction: { parameters: AdapterSendTransactionParameters; result: string }
}

export type MockMethod = keyof MockMethods

/** The abilities a real adapter may lack; list them in `without` to leave them out. */
export type MockOptionalMethod = Exclude<MockMethod, 'connect' | 'disconnect'>

/** What one call does: resolve with a value, reject with an `Error`, or run a handler. */
export type MockOutcome<M extends MockMethod> =
  | MockMethods[M]['result']
  | Error
  | ((
      parameters: MockMethods[M]['parameters'],
    ) => MockMethods[M]['result'] | Promise<MockMethods[M]['result']>)

export type CreateMockAdapterParameters = {
  namespace?: ChainNamespace
  /** What `setup` reports; one announced wallet (`io.mock`) by default. */
  connectors?: readonly Connector[]
  /** Default outcome of every call of a method; a queued `next`/`defer` outcome goes first. */
  connect?: MockOutcome<'connect'>
  reconnect?: MockOutcome<'reconnect'>
  disconnect?: MockOutcome<'disconnect'>
  switchNetwork?: MockOutcome<'switchNetwork'>
  getBalance?: MockOutcome<'getBalance'>
  signMessage?: MockOutcome<'signMessage'>
  sendTransaction?: MockOutcome<'sendTransaction'>
  /** Optional abilities this adapter does not have. */
  without?: readonly MockOptionalMethod[]
  /** Takes part in WalletConnect with this part; none by default. */
  walletConnect?: WalletConnectPart
}

export type MockAdapter = ChainAdapter & {
  /** The connectors `setup` reports. */
  readonly connectors: readonly Connector[]
  /** The parameters of every call, per method, in order. */
  readonly calls: { [M in MockMethod]: MockMethods[M]['parameters'][] }
  /** The context of the last `setup`, while it is not torn down. */
  readonly context: AdapterContext | undefined
  /** Plays the wallet: reports an event to core as a real adapter would. */
  emit(event: AdapterEvent): void
  /** Queues the outcome of the next call of `method` (first in, first out). */
  next<M extends MockMethod>(method: M, outcome: MockOutcome<M>): void
  /** Queues a pending outcome for the next call of `method`; the test settles it. */
  defer<M extends MockMethod>(method: M): Deferred<MockMethods[M]['result']>
}

const defaultConnector: Connector = {
  id: 'io.mock',
  type: 'ANNOUNCED',
  name: 'Mock Wallet',
  chain: 'eip155',
  info: { rdns: 'io.mock', uuid: '8f2a3c1e-5b4d-4e6f-9a7b-1c2d3e4f5a6b' },
}

const defaultOutcomes: { [M in MockMethod]: MockOutcome<M> } = {
  connect: { address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 },
  reconnect: { address: '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb', chainId: 1 },
  disconnect: undefined,
  switchNetwork: undefined,
  getBalance: { balance: '1.5', symbol: 'ETH' },
  signMessage: `0x${'ab'.repeat(65)}`,
  sendTransaction: `0x${'11'.repeat(32)}`,
}

/**
 * A plain `ChainAdapter` that plays a wallet under the test's control: each call resolves or
 * rejects as configured, and `emit` reports wallet events.
 * @example
 * const adapter = createMockAdapter({ connect: { address: '0xab…', chainId: 1 } })
 * adapter.next('getBalance', new Error('RPC down'))
 * adapter.emit({ type: 'chainChanged', connectorId: 'io.mock', chainId: 10 })
 */
export function createMockAdapter(parameters: CreateMockAdapterParameters = {}): MockAdapter {
  const { namespace = 'eip155', without = [] } = parameters
  const connectors = (parameters.connectors ?? [defaultConnector]).map((c) => ({
    ...c,
    chain: c.chain ?? namespace,
  }))
  const queues: { [M in MockMethod]: { outcome: MockOutcome<M> }[] } = {
    connect: [],
    reconnect: [],
    disconnect: [],
    switchNetwork: [],
    getBalance: [],
    signMessage: [],
    sendTransaction: [],
  }
  const calls: MockAdapter['calls'] = {
    connect: [],
    reconnect: [],
    disconnect: [],
    switchNetwork: [],
    getBalance: [],
    signMessage: [],
    sendTransaction: [],
  }
  let context: AdapterContext | undefined

  function call<M extends MockMethod>(
    method: M,
    input: MockMethods[M]['parameters'],
  ): Promise<MockMethods[M]['result']> {
    calls[method].push(input)
    const queued = queues[method].shift() as { outcome: MockOutcome<M> } | undefined
    const chosen = queued
      ? queued.outcome
      : method in parameters
        ? (parameters[method] as MockOutcome<M>)
        : defaultOutcomes[method]
    try {
      if (chosen instanceof Error) return Promise.reject(chosen)
      if (typeof chosen === 'function') return Promise.resolve(chosen(input))
      return Promise.resolve(chosen as MockMethods[M]['result'])
    } catch (error) {
      return Promise.reject(error)
    }
  }

  const adapter: MockAdapter = {
    namespace,
    connectors,
    calls,
    get context() {
      return context
    },
    setup(ctx) {
      context = ctx
      ctx.emit({ type: 'connectors', connectors })
      return () => {
        if (context === ctx) context = undefined
      }
    },
    connect: (input) => call('connect', input),
    disconnect: (input) => call('disconnect', input),
    reconnect: (input) => call('reconnect', input),
    switchNetwork: (input) => call('switchNetwork', input),
    getBalance: (input) => call('getBalance', input),
    signMessage: (input) => call('signMessage', input),
    sendTransaction: (input) => call('sendTransaction', input),
    emit(event) {
      if (!context) throw new Error('The mock adapter is not set up (or was torn down)')
      context.emit(event)
    },
    next(method, outcome) {
      ;(queues[method] as { outcome: unknown }[]).push({ outcome })
    },
    defer<M extends MockMethod>(method: M) {
      const deferred = createDeferred<MockMethods[M]['result']>()
      adapter.next(method, (() => deferred.promise) as MockOutcome<M>)
      return deferred
    },
  }
  if (parameters.walletConnect) adapter.walletConnect = parameters.walletConnect
  for (const method of without) delete (adapter as Partial<MockAdapter>)[method]
  return adapter
}
