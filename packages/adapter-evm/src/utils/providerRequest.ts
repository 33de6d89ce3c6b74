import type { Eip1193Provider } from '../types/eip1193.js'
import { toTypedError } from './toTypedError.js'

/** Calls a wallet's `request`; whatever it throws (even synchronously) comes back typed. */
export async function providerRequest(
  provider: Eip1193Provider,
  method: string,
  params?: readonly unknown[],
): Promise<unknown> {
  try {
    return await provider.request(params === undefined ? { method } : { method, params })
  } catch (error) {
    throw await toTypedError(error)
  }
}
