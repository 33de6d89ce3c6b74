import type { Eip1193Provider, Eip1193RequestArguments } from '../types/eip1193.js'
import { assertSendCalls } from '../utils/assertSendCalls.js'

/**
 * The wallet's provider as the app and the adapter use it once connected: `wallet_sendCalls`
 * with a call SPEC §5 refuses (`assertSendCalls`) rejects with `InvalidCallsError` and never
 * reaches the wallet; everything else is the wallet's own (its other members, bound to it).
 */
export function guardProvider(provider: Eip1193Provider): Eip1193Provider {
  const request = async (arguments_: Eip1193RequestArguments) => {
    if (arguments_?.method === 'wallet_sendCalls') assertSendCalls(arguments_.params)
    return provider.request(arguments_)
  }
  const bound = new WeakMap<object, unknown>()
  return new Proxy(provider, {
    get(target, property) {
      if (property === 'request') return request
      const value = Reflect.get(target, property, target)
      if (typeof value !== 'function') return value
      // A wallet's methods may read private fields: they run on the wallet, not on the proxy.
      if (!bound.has(value)) bound.set(value, value.bind(target))
      return bound.get(value)
    },
  })
}
