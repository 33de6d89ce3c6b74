import type { Eip1193Listener, Eip1193Provider, Eip1193RequestArguments } from '../types/eip1193.js'

export type MockHandler = (params: unknown) => unknown

export type MockProvider = Eip1193Provider & {
  /** Every request, in order. */
  calls: { method: string; params: unknown }[]
  /** Replaces (or adds) how one method answers; a handler that throws makes the request fail. */
  handle(method: string, handler: MockHandler): void
  /** Fires a wallet event to the subscribed listeners. */
  emit(event: string, payload: unknown): void
  listenerCount(event?: string): number
  accounts: string[]
  chainId: number
  /** Chains the wallet knows; switching to another one fails with 4902 until it is added. */
  chains: Set<number>
}

export const testAccount = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
export const testAccountChecksummed = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A small in-memory EIP-1193 wallet: accounts, a chain, events, and overridable methods. */
export function createMockProvider(overrides: Record<string, MockHandler> = {}): MockProvider {
  const listeners = new Map<string, Set<Eip1193Listener>>()
  const handlers = new Map<string, MockHandler>()
  const provider: MockProvider = {
    calls: [],
    accounts: [testAccount],
    chainId: 1,
    chains: new Set([1]),
    async request({ method, params }: Eip1193RequestArguments) {
      provider.calls.push({ method, params })
      const handler = handlers.get(method)
      if (!handler) throw { code: 4200, message: `Unsupported method: ${method}` }
      return handler(params)
    },
    on(event, listener) {
      if (!listeners.has(event)) listeners.set(event, new Set())
      listeners.get(event)?.add(listener)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    handle(method, handler) {
      handlers.set(method, handler)
    },
    emit(event, payload) {
      for (const listener of [...(listeners.get(event) ?? [])]) listener(payload)
    },
    listenerCount(event) {
      const sets = event ? [listeners.get(event)] : [...listeners.values()]
      return sets.reduce((count, set) => count + (set?.size ?? 0), 0)
    },
  }
  const defaults: Record<string, MockHandler> = {
    eth_requestAccounts: () => provider.accounts,
    eth_accounts: () => provider.accounts,
    eth_chainId: () => `0x${provider.chainId.toString(16)}`,
    wallet_revokePermissions: () => null,
    wallet_switchEthereumChain: (params) => {
      const chainId = Number((params as [{ chainId: string }])[0].chainId)
      if (!provider.chains.has(chainId)) throw { code: 4902, message: 'Unrecognized chain ID' }
      provider.chainId = chainId
      provider.emit('chainChanged', `0x${chainId.toString(16)}`)
      return null
    },
    wallet_addEthereumChain: (params) => {
      provider.chains.add(Number((params as [{ chainId: string }])[0].chainId))
      return null
    },
    personal_sign: () => `0x${'ab'.repeat(65)}`,
    eth_sendTransaction: () => `0x${'12'.repeat(32)}`,
  }
  for (const [method, handler] of Object.entries({ ...defaults, ...overrides }))
    handlers.set(method, handler)
  return provider
}
