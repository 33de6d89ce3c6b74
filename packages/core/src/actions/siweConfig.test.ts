// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { SiweRejectedError } from '../errors/siwx.js'
import {
  testAddress as address,
  connectMockWallet,
  createMockKit,
  silenceWarnings,
} from '../test/createMockKit.js'
import type { SiweCreateMessageArgs, SiweSession } from '../types/siwe.js'
import { disconnect } from './disconnect.js'
import { requestSiwxSignature } from './requestSiwxSignature.js'
import { getState } from './state.js'

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

/**
 * An app's `createSIWEConfig(…)` as AppKit 1.7 builds it (`AppKitSIWEClient`: options with their
 * defaults, the methods, and getNonce / createMessage / verifyMessage on the client), backed by a
 * pretend server that keeps one session and issues one nonce per message.
 */
function createAppSiwe({
  accept = true,
  signedIn,
  options = {},
}: {
  accept?: boolean
  signedIn?: SiweSession
  options?: { required?: boolean; signOutOnDisconnect?: boolean }
} = {}) {
  let session: SiweSession | null = signedIn ?? null
  let issued = 0
  const methods = {
    getNonce: vi.fn(async (_address?: string) => `serverNonce${++issued}abcdef`),
    getMessageParams: vi.fn(async () => ({
      domain: 'app.example',
      uri: 'https://app.example',
      statement: 'Sign in to Example.',
    })),
    createMessage: vi.fn(
      (args: SiweCreateMessageArgs) =>
        `${args.domain} wants you to sign in with ${args.address}\nNonce: ${args.nonce}\nChain ID: ${args.chainId}`,
    ),
    verifyMessage: vi.fn(async ({ message }: { message: string; signature: string }) => {
      if (!accept) return false
      const chainId = Number(/Chain ID: (\d+)/.exec(message)?.[1])
      session = { address, chainId }
      return true
    }),
    getSession: vi.fn(async () => session),
    signOut: vi.fn(async () => {
      session = null
      return true
    }),
    onSignIn: vi.fn(),
    onSignOut: vi.fn(),
  }
  const client = {
    options: {
      required: true,
      enabled: true,
      signOutOnDisconnect: true,
      signOutOnAccountChange: true,
      signOutOnNetworkChange: true,
      nonceRefetchIntervalMs: 300_000,
      sessionRefetchIntervalMs: 300_000,
      ...options,
    },
    methods,
    getNonce: methods.getNonce,
    createMessage: methods.createMessage,
    verifyMessage: methods.verifyMessage,
  }
  return { client, methods, session: () => session }
}

async function setup(app = createAppSiwe()) {
  const warn = silenceWarnings()
  const { kit, adapter } = createMockKit({ siweConfig: app.client })
  await kit.ready
  return { kit, adapter, warn, ...app }
}

describe("AppKit's legacy siweConfig", () => {
  it('is applied, not warned about: a connect without a session opens ConnectingSiwe', async () => {
    const { kit, methods, warn } = await setup()
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('ConnectingSiwe'))
    expect(getState(kit, 'modal').open).toBe(true)
    expect(methods.getSession).toHaveBeenCalled()
    expect(warn.mock.calls.flat().join(' ')).not.toContain('siweConfig')
  })

  it("signs in with the app's nonce, message and check; the modal closes", async () => {
    const { kit, adapter, methods, session } = await setup()
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('ConnectingSiwe'))
    await requestSiwxSignature(kit)
    expect(methods.getNonce).toHaveBeenCalledWith(address)
    const message = `app.example wants you to sign in with did:pkh:eip155:1:${address}\nNonce: serverNonce1abcdef\nChain ID: 1`
    expect(adapter.calls.signMessage).toEqual([{ connectorId: 'io.mock', address, message }])
    expect(methods.verifyMessage).toHaveBeenCalledWith(expect.objectContaining({ message }))
    expect(methods.onSignIn).toHaveBeenCalledWith({ address, chainId: 1 })
    expect(session()).toEqual({ address, chainId: 1 })
    expect(getState(kit, 'modal').open).toBe(false)
    expect(kit.runtime.lastSignedInNetwork).toBe('eip155:1')
  })

  it('verifyMessage answering false leaves the visitor signed out, still asked', async () => {
    const { kit, methods, session } = await setup(createAppSiwe({ accept: false }))
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(getState(kit, 'router').view).toBe('ConnectingSiwe'))
    const error = await requestSiwxSignature(kit).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SiweRejectedError)
    expect((error as SiweRejectedError).reason).toBe('invalidSignature')
    expect(methods.onSignIn).not.toHaveBeenCalled()
    expect(session()).toBeNull()
    expect(getState(kit, 'router').view).toBe('ConnectingSiwe')
    expect(getState(kit, 'modal').open).toBe(true)
    expect(getState(kit, 'toast')).toMatchObject({ messageId: 'siwxSignatureDeclined' })
    expect(getState(kit, 'connection').status).toBe('connected')
  })

  it("getSession's session is restored: no prompt for its account and network", async () => {
    const app = createAppSiwe({ signedIn: { address, chainId: 1 } })
    const { kit, methods } = await setup(app)
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(methods.getSession).toHaveBeenCalled())
    await flush()
    expect(getState(kit, 'modal').open).toBe(false)
    expect(kit.runtime.lastSignedInNetwork).toBe('eip155:1')
  })

  it('signs out on disconnect when signOutOnDisconnect', async () => {
    const { kit, methods, session } = await setup(
      createAppSiwe({ signedIn: { address, chainId: 1 } }),
    )
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(methods.getSession).toHaveBeenCalled())
    await disconnect(kit)
    await vi.waitFor(() => expect(methods.signOut).toHaveBeenCalledTimes(1))
    expect(methods.onSignOut).toHaveBeenCalledTimes(1)
    expect(session()).toBeNull()
  })

  it('keeps the session on disconnect when signOutOnDisconnect is false', async () => {
    const app = createAppSiwe({
      signedIn: { address, chainId: 1 },
      options: { signOutOnDisconnect: false },
    })
    const { kit, methods } = await setup(app)
    await connectMockWallet(kit)
    await vi.waitFor(() => expect(methods.getSession).toHaveBeenCalled())
    await disconnect(kit)
    await flush()
    expect(methods.signOut).not.toHaveBeenCalled()
    expect(app.session()).toEqual({ address, chainId: 1 })
  })

  it('is not loaded for an app without it', async () => {
    const { kit } = createMockKit()
    await kit.ready
    await connectMockWallet(kit)
    await flush()
    expect(kit.runtime.legacySiwx).toBeUndefined()
    expect(getState(kit, 'modal').open).toBe(false)
  })
})
