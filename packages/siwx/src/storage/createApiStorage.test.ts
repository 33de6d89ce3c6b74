import { createApiClient } from '@kit/blockchain-api/client'
import { type StartApiServerReturnType, startApiServer } from '@kit/devnet/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { verifySignIn } from '../server/verifySignIn.js'
import { createSIWX } from '../session/createSIWX.js'
import type { SiwxCreatedMessage, SiwxSession } from '../session/types.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { createEvmSigner, createSolanaSigner } from '../test/signers.js'
import { createApiStorage } from './createApiStorage.js'

const verifiers = [createEip155Verifier(), createSolanaVerifier()]
const origin = 'https://app.example'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

// The local API with @kit/siwx/server's full check, as a dapp's server would run it.
let api: StartApiServerReturnType
beforeAll(async () => {
  api = await startApiServer({
    chains: [],
    verifySignIn: (input) => verifySignIn({ ...input, verifiers }),
  })
})
afterAll(() => api?.stop())

/** A page at `origin` talking to the API: its browser sends the Origin header. */
function setup({ rewrite }: { rewrite?: (body: string) => string } = {}) {
  const fetchFn: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    const response = await fetch(input, { ...init, headers })
    if (!rewrite) return response
    return new Response(rewrite(await response.text()), response)
  }
  const client = createApiClient({ baseUrl: api.url, projectId: 'test', fetchFn, retries: 0 })
  const storage = createApiStorage({ client, verifiers })
  const siwx = createSIWX({
    domain: 'app.example',
    uri: origin,
    verifiers,
    storage,
    getNonce: storage.getNonce,
  })
  return { client, storage, siwx }
}

async function sign(
  message: SiwxCreatedMessage,
  signer: { sign: (text: string) => Promise<string> },
): Promise<SiwxSession> {
  const { toString: _, ...data } = message
  return { data, message: message.toString(), signature: await signer.sign(message.toString()) }
}

describe('createApiStorage against the local API', () => {
  test('sign in with an API nonce; the session is served per chain and address', async () => {
    const { siwx } = setup()
    const signer = createEvmSigner()
    const message = await siwx.createMessage({
      accountAddress: signer.address,
      chainId: 'eip155:1',
    })
    expect(message.nonce).toMatch(/^[0-9a-f]{32}$/)
    const session = await sign(message, signer)
    await siwx.addSession(session)
    const [served] = await siwx.getSessions('eip155:1', signer.address)
    expect(served).toMatchObject({ message: session.message, signature: session.signature })
    expect(served!.data).toMatchObject({ accountAddress: signer.address, chainId: 'eip155:1' })
    expect(await siwx.getSessions('eip155:10', signer.address)).toEqual([])
    // A replay goes nowhere: refused here (nonce used) and by the API.
    await expect(siwx.addSession(session)).rejects.toMatchObject({ reason: 'nonceRejected' })
    await expect(setup().storage.add(session)).rejects.toMatchObject({ status: 401 })
  })

  test('Solana signs in the same way', async () => {
    const { siwx } = setup()
    const signer = createSolanaSigner()
    const input = { accountAddress: signer.address, chainId: solanaMainnet }
    await siwx.addSession(await sign(await siwx.createMessage(input), signer))
    expect(await siwx.getSessions(solanaMainnet, signer.address)).toHaveLength(1)
  })

  test('a nonce the API never issued is refused by the API; nothing is stored', async () => {
    const { storage } = setup()
    const local = createSIWX({ domain: 'app.example', uri: origin, verifiers, storage })
    const signer = createEvmSigner()
    const input = { accountAddress: signer.address, chainId: 'eip155:1' }
    const session = await sign(await local.createMessage(input), signer)
    await expect(local.addSession(session)).rejects.toMatchObject({ status: 401 })
    expect(await storage.get('eip155:1', signer.address)).toEqual([])
  })

  test('S11: a session the API serves altered is not used', async () => {
    const { siwx } = setup()
    const signer = createEvmSigner()
    const input = { accountAddress: signer.address, chainId: 'eip155:1' }
    await siwx.addSession(await sign(await siwx.createMessage(input), signer))
    const altered = setup({
      rewrite: (body) =>
        body.replace(/"expirationTime":"[^"]+"/g, '"expirationTime":"2099-01-01T00:00:00.000Z"'),
    })
    expect(await altered.storage.get('eip155:1', signer.address)).toEqual([])
    expect(await setup().storage.get('eip155:1', signer.address)).toHaveLength(1)
  })

  test('revoking one account keeps the others; set([]) ends every session seen', async () => {
    const { siwx, storage } = setup()
    const a = createEvmSigner()
    const b = createEvmSigner()
    for (const [signer, chainId] of [
      [a, 'eip155:1'],
      [a, 'eip155:10'],
      [b, 'eip155:1'],
    ] as const) {
      const message = await siwx.createMessage({ accountAddress: signer.address, chainId })
      await siwx.addSession(await sign(message, signer))
    }
    await siwx.revokeSession('eip155:1', a.address)
    expect(await siwx.getSessions('eip155:1', a.address)).toEqual([])
    expect(await siwx.getSessions('eip155:10', a.address)).toHaveLength(1)
    const [kept] = await siwx.getSessions('eip155:1', b.address)
    expect(kept).toBeDefined()
    // Setting the one session left of b keeps it (already stored), and ends a's on chain 10.
    await storage.set([kept!])
    expect(await siwx.getSessions('eip155:10', a.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', b.address)).toHaveLength(1)
    await siwx.setSessions([])
    expect(await siwx.getSessions('eip155:1', b.address)).toEqual([])
  })

  test('one-click auth: sessions signed with one nonce on two chains are both kept, once', async () => {
    const { siwx, storage } = setup()
    const signer = createEvmSigner()
    const first = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:1' })
    // The same message and nonce on a second chain, as a wallet signs one message per chain.
    const text = first.toString().replace('\nChain ID: 1\n', '\nChain ID: 10\n')
    expect(text).not.toBe(first.toString())
    const second = await sign({ ...first, chainId: 'eip155:10', toString: () => text }, signer)
    const firstSession = await sign(first, signer)
    await siwx.setSessions([firstSession, second])
    expect(await storage.get('eip155:1', signer.address)).toHaveLength(1)
    expect(await siwx.getSessions('eip155:10', signer.address)).toMatchObject([
      { data: { chainId: 'eip155:10', nonce: first.nonce }, message: text },
    ])
    // Each chain once: the API refuses a replay on its own.
    await expect(storage.add(second)).rejects.toThrow()
    await expect(storage.add(firstSession)).rejects.toThrow()
    expect(await storage.get('eip155:10', signer.address)).toHaveLength(1)
  })
})
