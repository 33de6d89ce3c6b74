import type { SiwxConfig } from '@kit/core'
import { SiweMessage } from 'siwe'
import { verifyMessage } from 'viem'
import { parseSiweMessage } from 'viem/siwe'
import { describe, expect, test, vi } from 'vitest'
import type { SiwxSession } from '../session/types.js'
import { createEvmSigner } from '../test/signers.js'
import { mapSiweConfig } from './mapSiweConfig.js'
import type { SiweConfigInput, SiweCreateMessageArgs, SiweSession } from './types.js'

/** An app's `createSIWEConfig(…)`: spruceid's siwe formats, viem verifies, a server session. */
function createApp(options: SiweConfigInput['options'] = {}) {
  let session: SiweSession | null = null
  const methods = {
    getNonce: vi.fn(async (_address?: string) => 'appNonce12345678'),
    getMessageParams: vi.fn(async () => ({
      domain: 'app.example',
      uri: 'https://app.example',
      chains: [1, 10],
      statement: 'Sign in to Example.',
    })),
    createMessage: vi.fn((args: SiweCreateMessageArgs) =>
      new SiweMessage({
        domain: args.domain,
        address: args.address.split(':').pop()!,
        statement: args.statement,
        uri: args.uri,
        version: args.version,
        chainId: args.chainId,
        nonce: args.nonce,
        issuedAt: args.iat,
      }).prepareMessage(),
    ),
    verifyMessage: vi.fn(async ({ message, signature }: { message: string; signature: string }) => {
      const { address, chainId } = parseSiweMessage(message)
      const valid = await verifyMessage({
        address: address!,
        message,
        signature: signature as `0x${string}`,
      })
      if (valid) session = { address: address!, chainId: chainId! }
      return valid
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
    options,
    methods,
    getNonce: methods.getNonce,
    createMessage: methods.createMessage,
    verifyMessage: methods.verifyMessage,
  }
  return { client, methods, siwx: mapSiweConfig(client) }
}

async function signIn(siwx: ReturnType<typeof mapSiweConfig>, chainId = 'eip155:1') {
  const signer = createEvmSigner()
  const message = await siwx.createMessage({ accountAddress: signer.address, chainId })
  const { toString: _, ...data } = message
  const session: SiwxSession = {
    data,
    message: message.toString(),
    signature: await signer.sign(message.toString()),
  }
  return { signer, session }
}

describe('mapSiweConfig', () => {
  test('is an AppKit SIWXConfig; required and signOutOnDisconnect follow the options', () => {
    const config: SiwxConfig = createApp().siwx
    expect(config.getRequired?.()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    const { siwx } = createApp({ required: false, signOutOnDisconnect: false })
    expect(siwx.getRequired()).toBe(false)
    expect(siwx.signOutOnDisconnect).toBe(false)
  })

  test("createMessage: the app's params, nonce and formatter, with AppKit's did:pkh address", async () => {
    const { siwx, methods } = createApp()
    const signer = createEvmSigner()
    const message = await siwx.createMessage({
      accountAddress: signer.address,
      chainId: 'eip155:10',
    })
    expect(methods.getNonce).toHaveBeenCalledWith(signer.address)
    expect(methods.createMessage).toHaveBeenCalledWith(
      expect.objectContaining({
        address: `did:pkh:eip155:10:${signer.address}`,
        chainId: 10,
        nonce: 'appNonce12345678',
        version: '1',
      }),
    )
    expect(parseSiweMessage(message.toString())).toMatchObject({
      address: signer.address,
      chainId: 10,
      domain: 'app.example',
      nonce: 'appNonce12345678',
    })
    expect(message).toMatchObject({ domain: 'app.example', statement: 'Sign in to Example.' })
  })

  test("addSession signs in only when the app's verifyMessage accepts", async () => {
    const { siwx, methods } = createApp()
    const { signer, session } = await signIn(siwx)
    const forged = { ...session, signature: await createEvmSigner().sign(session.message) }
    await expect(siwx.addSession(forged)).rejects.toMatchObject({ reason: 'invalidSignature' })
    expect(methods.onSignIn).not.toHaveBeenCalled()
    expect(await siwx.getSessions('eip155:1', signer.address)).toEqual([])
    await siwx.addSession(session)
    expect(methods.onSignIn).toHaveBeenCalledWith({ address: signer.address, chainId: 1 })
    expect(await siwx.getSessions('eip155:1', signer.address)).toMatchObject([
      { data: { accountAddress: signer.address, chainId: 'eip155:1' } },
    ])
  })

  test("the app's session counts on its own network and account only, unless told", async () => {
    const strict = createApp()
    const { signer, session } = await signIn(strict.siwx)
    await strict.siwx.addSession(session)
    expect(await strict.siwx.getSessions('eip155:10', signer.address)).toEqual([])
    expect(await strict.siwx.getSessions('eip155:1', createEvmSigner().address)).toEqual([])
    expect(await strict.siwx.getSessions('eip155:1', signer.address.toLowerCase())).toHaveLength(1)

    const loose = createApp({ signOutOnNetworkChange: false, signOutOnAccountChange: false })
    const other = await signIn(loose.siwx)
    await loose.siwx.addSession(other.session)
    expect(await loose.siwx.getSessions('eip155:10', createEvmSigner().address)).toMatchObject([
      { data: { chainId: 'eip155:1', accountAddress: other.signer.address } },
    ])
  })

  test('chains outside eip155 pass through signed in, as in AppKit', async () => {
    const { siwx, methods } = createApp()
    const solana = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    expect(await siwx.getSessions(solana, 'Addr')).toMatchObject([
      { data: { chainId: solana, accountAddress: 'Addr' } },
    ])
    await siwx.addSession({
      data: {
        accountAddress: 'Addr',
        chainId: solana,
        domain: '',
        uri: '',
        version: '1',
        nonce: '',
      },
      message: '',
      signature: '',
    })
    expect(methods.verifyMessage).not.toHaveBeenCalled()
  })

  test('revokeSession and setSessions([]) sign out once, even when called together', async () => {
    const { siwx, methods } = createApp()
    const { signer, session } = await signIn(siwx)
    await siwx.setSessions([session])
    expect(await siwx.getSessions('eip155:1', signer.address)).toHaveLength(1)
    await Promise.all([siwx.revokeSession('eip155:1', signer.address), siwx.setSessions([])])
    expect(methods.signOut).toHaveBeenCalledTimes(1)
    expect(methods.onSignOut).toHaveBeenCalledTimes(1)
    expect(await siwx.getSessions('eip155:1', signer.address)).toEqual([])
    methods.signOut.mockRejectedValueOnce(new Error('offline'))
    await expect(siwx.revokeSession('eip155:1', signer.address)).resolves.toBeUndefined()
  })

  test('a failing getSession reads as no session; a plain SIWEConfig object works too', async () => {
    const { methods } = createApp()
    methods.getSession.mockRejectedValueOnce(new Error('offline'))
    const plain = mapSiweConfig({ ...methods, required: false })
    expect(await plain.getSessions('eip155:1', createEvmSigner().address)).toEqual([])
    expect(plain.getRequired()).toBe(false)
  })
})
