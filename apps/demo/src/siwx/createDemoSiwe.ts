import { createApiClient } from '@kit/blockchain-api/client'
import { buildSiwxMessage, createApiStorage, lazyVerifier } from '@kit/siwx'
import type { DemoSignIn } from './createDemoSiwx.js'

/** AppKit's `SIWECreateMessageArgs`, as the legacy config's `createMessage` receives them. */
type SiweCreateMessageArgs = {
  domain: string
  uri: string
  /** `did:pkh:eip155:<chain>:<address>`. */
  address: string
  chainId: number
  nonce: string
  version: '1'
  iat?: string | undefined
  exp?: string | undefined
  statement?: string | undefined
}

/** The account the local API signed in, remembered as an app's session cookie would be. */
const sessionKey = 'kit-demo-siwe-session'

type SignedIn = { address: string; chainId: number }

export type DemoSiwe = DemoSignIn & {
  /** The legacy `siweConfig` option of `createAppKit`, shaped as `createSIWEConfig(…)` returns it. */
  siweConfig: {
    options: { required: boolean; signOutOnDisconnect: boolean }
    methods: Record<string, unknown>
    getNonce: (address?: string) => Promise<string>
    createMessage: (args: SiweCreateMessageArgs) => string
    verifyMessage: (args: { message: string; signature: string }) => Promise<boolean>
  }
}

/**
 * The demo's `?siwe=legacy`: an app written for AppKit's legacy SIWE (`createSIWEConfig`), its
 * backend being the local API. The API issues the nonce and keeps a session only once its sign-in
 * check (`demoSignIn.mjs`) verified the signed message; the account it signed in is remembered
 * in this tab's storage, and `getSession` asks the API whether that session still holds.
 */
export function createDemoSiwe({ apiUrl }: { apiUrl: string }): DemoSiwe {
  const verifiers = [
    lazyVerifier('eip155', async () => (await import('@kit/siwx/eip155')).createEip155Verifier()),
  ]
  const client = createApiClient({ baseUrl: apiUrl, projectId: 'kit-demo-local', retries: 0 })
  const storage = createApiStorage({ client, verifiers })
  const listeners = new Set<() => void>()
  const changed = () => {
    for (const listener of listeners) listener()
  }
  const remembered = (): SignedIn | undefined => {
    try {
      const value = JSON.parse(sessionStorage.getItem(sessionKey) ?? 'null') as SignedIn | null
      return value && typeof value.address === 'string' && Number.isSafeInteger(value.chainId)
        ? value
        : undefined
    } catch {
      return undefined
    }
  }

  const methods = {
    getNonce: (_address?: string) => storage.getNonce(),
    getMessageParams: async () => ({
      domain: window.location.host,
      uri: window.location.origin,
      statement: 'Sign in to the Kit demo.',
      exp: new Date(Date.now() + 60 * 60 * 1000).toISOString(),
    }),
    createMessage: (args: SiweCreateMessageArgs) =>
      buildSiwxMessage({
        namespace: 'eip155',
        domain: args.domain,
        address: args.address.split(':').pop() ?? '',
        statement: args.statement,
        uri: args.uri,
        version: '1',
        chainId: String(args.chainId),
        nonce: args.nonce,
        issuedAt: args.iat ?? new Date().toISOString(),
        expirationTime: args.exp,
      }),
    async verifyMessage({ message, signature }: { message: string; signature: string }) {
      const address = /^0x[0-9a-fA-F]{40}$/m.exec(message)?.[0]
      const chainId = Number(/^Chain ID: (\d+)$/m.exec(message)?.[1])
      if (!address || !Number.isSafeInteger(chainId)) return false
      try {
        // The API verifies the message and its nonce before it keeps the session.
        await storage.add({
          data: {
            accountAddress: address,
            chainId: `eip155:${chainId}`,
            domain: '',
            uri: '',
            version: '1',
            nonce: '',
          },
          message,
          signature,
        })
      } catch {
        return false
      }
      sessionStorage.setItem(sessionKey, JSON.stringify({ address, chainId }))
      return true
    },
    async getSession() {
      const session = remembered()
      if (!session) return null
      const kept = await storage.get(`eip155:${session.chainId}`, session.address)
      return kept.length > 0 ? session : null
    },
    async signOut() {
      const session = remembered()
      sessionStorage.removeItem(sessionKey)
      if (session) await storage.delete(`eip155:${session.chainId}`, session.address)
      return true
    },
    onSignIn: changed,
    onSignOut: changed,
  }
  return {
    siweConfig: {
      options: { required: true, signOutOnDisconnect: true },
      methods,
      getNonce: methods.getNonce,
      createMessage: methods.createMessage,
      verifyMessage: methods.verifyMessage,
    },
    storage,
    apiUrl,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
