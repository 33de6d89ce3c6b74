import { subscribe } from 'valtio/vanilla'
import { SiwxSignInInterruptedError } from '../errors/siwx.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'

export type WatchAccountLossParameters = { namespace: ChainNamespace; address: string }

export type AccountLossGuard = {
  /** Settles as `promise` does, or rejects typed as soon as the account leaves. */
  guard: <T>(promise: Promise<T>) => Promise<T>
  /** Throws typed if the account already left. */
  check: () => void
  stop: () => void
}

/**
 * Watches one connected account for the length of a request (SECURITY F08): once the wallet
 * disconnects (`disconnect`, or `accountsChanged` to none) or moves to another address, every
 * guarded promise rejects with `SiwxSignInInterruptedError` instead of waiting for a wallet that
 * may never answer, and a late answer is never used.
 */
export function watchAccountLoss(
  kit: Kit,
  { namespace, address }: WatchAccountLossParameters,
): AccountLossGuard {
  const present = () => kit.stores.chains.namespaces[namespace]?.account.address === address
  const waiting = new Set<(error: SiwxSignInInterruptedError) => void>()
  const unsubscribe = subscribe(
    kit.stores.chains,
    () => {
      if (present()) return
      const error = new SiwxSignInInterruptedError()
      for (const reject of waiting) reject(error)
      waiting.clear()
    },
    true,
  )
  return {
    guard: <T>(promise: Promise<T>) =>
      new Promise<T>((resolve, reject) => {
        if (!present()) {
          reject(new SiwxSignInInterruptedError())
          return
        }
        waiting.add(reject)
        promise.then(
          (value) => {
            waiting.delete(reject)
            if (present()) resolve(value)
            else reject(new SiwxSignInInterruptedError())
          },
          (error: unknown) => {
            waiting.delete(reject)
            reject(present() ? error : new SiwxSignInInterruptedError({ cause: error }))
          },
        )
      }),
    check: () => {
      if (!present()) throw new SiwxSignInInterruptedError()
    },
    stop: () => {
      unsubscribe()
      waiting.clear()
    },
  }
}
