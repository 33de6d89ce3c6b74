import type { Eip1193Provider, Eip1193RequestArguments } from '../types/eip1193.js'
import { assertSendCalls } from '../utils/assertSendCalls.js'

/**
 * The wallet's provider as the app and the adapter use it once connected: `wallet_sendCalls`
 * with a call SPEC §5 refuses (`assertSendCalls`) rejects with `InvalidCallsError` and never
 * reaches the wallet; everything else is the wallet's own (its methods bound to it).
 */
export function guardProvider(provider: Eip1193Provider): Eip1193Provider {
  const request = async (arguments_: Eip1193RequestArguments) => {
    if (arguments_?.method === 'wallet_sendCalls') assertSendCalls(arguments_.params)
    return provider.request(arguments_)
  }
  const bound = new WeakMap<object, unknown>()
  // The proxy stands over an empty object, not the wallet: a frozen wallet (its `request` read-
  // only and not configurable) would forbid a proxy of itself to answer another `request`.
  return new Proxy({} as Eip1193Provider, {
    get(_, property) {
      if (property === 'request') return request
      const value = Reflect.get(provider, property, provider)
      if (typeof value !== 'function') return value
      // A wallet's methods may read private fields: they run on the wallet, not on the proxy.
      if (!bound.has(value)) bound.set(value, value.bind(provider))
      return bound.get(value)
    },
    has: (_, property) => Reflect.has(provider, property),
    set: (_, property, value) => Reflect.set(provider, property, value, provider),
    getPrototypeOf: () => Reflect.getPrototypeOf(provider),
  })
}
