import { createApiClient } from '@kit/blockchain-api/client'
import { createApiStorage, createSIWX, lazyVerifier, type Siwx, type SiwxStorage } from '@kit/siwx'

export type CreateDemoSiwxParameters = {
  /** Whether declining the signature disconnects (`?siwx=required`). */
  required: boolean
  /** The local API, which verifies and keeps the sessions (`kit-devnet --sign-in`). */
  apiUrl: string
}

/** What the Sign-in panel reads of the demo's sign-in: the local API's sessions. */
export type DemoSignIn = {
  /** The sessions the local API serves, each checked here again before it is used. */
  storage: SiwxStorage
  /** The local API's base URL. */
  apiUrl: string
  /** Calls `listener` after a session is added, replaced or revoked; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
}

export type DemoSiwx = DemoSignIn & {
  /** The `siwx` option of `createAppKit`. */
  siwx: Siwx
}

/**
 * The demo's sign-in for `?siwx=required|optional`: `@kit/siwx`'s `createSIWX` with the local
 * API's nonces and sessions. The API keeps a session only when its sign-in check (the demo's
 * `demoSignIn.mjs`, given to `kit-devnet --sign-in`) verified it: domain, origin, the nonce
 * (once) and the signature; EVM, Solana and Bitcoin.
 */
export function createDemoSiwx({ required, apiUrl }: CreateDemoSiwxParameters): DemoSiwx {
  const verifiers = [
    lazyVerifier('eip155', async () => (await import('@kit/siwx/eip155')).createEip155Verifier()),
    lazyVerifier('solana', async () => (await import('@kit/siwx/solana')).createSolanaVerifier()),
    lazyVerifier('bip122', async () => (await import('@kit/siwx/bip122')).createBip122Verifier()),
  ]
  const client = createApiClient({ baseUrl: apiUrl, projectId: 'kit-demo-local', retries: 0 })
  const storage = createApiStorage({ client, verifiers })
  const siwx = createSIWX({
    required,
    statement: 'Sign in to the Kit demo.',
    verifiers,
    storage,
    getNonce: storage.getNonce,
  })
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  return {
    siwx: {
      ...siwx,
      async addSession(session) {
        await siwx.addSession(session)
        changed()
      },
      async setSessions(sessions) {
        await siwx.setSessions(sessions)
        changed()
      },
      async revokeSession(chainId, address) {
        await siwx.revokeSession(chainId, address)
        changed()
      },
    },
    storage,
    apiUrl,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
