import type { SiwxNamespace } from '../message/types.js'
import type { SiwxVerifier } from './types.js'

/**
 * A verifier whose code loads on its first use (`import()`), so a page that only builds
 * messages or shows a stored session's account does not carry the curves until it verifies.
 * @example
 * const eip155 = lazyVerifier('eip155', async () =>
 *   (await import('@kit/siwx/eip155')).createEip155Verifier())
 */
export function lazyVerifier(
  namespace: SiwxNamespace,
  load: () => Promise<SiwxVerifier>,
): SiwxVerifier {
  let loading: Promise<SiwxVerifier> | undefined
  return {
    namespace,
    async verify(parameters) {
      loading ??= load().catch((error: unknown) => {
        // A failed load (offline chunk) is tried again next time.
        loading = undefined
        throw error
      })
      return (await loading).verify(parameters)
    },
  }
}
