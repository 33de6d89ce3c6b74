import { describe, expect, test } from 'vitest'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { createSignedSession, createTestStorage, testNow } from '../test/sessions.js'
import { createEvmSigner } from '../test/signers.js'
import { createBrowserStorage } from './createBrowserStorage.js'

const verifiers = [createEip155Verifier(), createSolanaVerifier()]
const hour = 60 * 60 * 1000

function setup(now = testNow) {
  const test = createTestStorage()
  const storage = createBrowserStorage({ verifiers, storage: test.storage, now: () => now })
  return { ...test, sessions: storage }
}

describe('createBrowserStorage', () => {
  test('one session per chain and address, read back after a reload', async () => {
    const { storage, items, sessions } = setup()
    const signer = createEvmSigner()
    const first = await createSignedSession({ signer })
    const second = await createSignedSession({ signer })
    const other = await createSignedSession({ signer, chainId: 'eip155:10' })
    await sessions.add(first)
    await sessions.add(second)
    await sessions.add(other)
    expect(JSON.parse(items.get('@kit/siwx')!)).toHaveLength(2)
    const reloaded = createBrowserStorage({ verifiers, storage, now: () => testNow })
    expect(await reloaded.get('eip155:1', signer.address)).toEqual([second])
    expect(await reloaded.get('eip155:1', signer.address.toLowerCase())).toEqual([second])
    expect(await reloaded.get('eip155:10', signer.address)).toEqual([other])
    expect(await reloaded.get('eip155:1', createEvmSigner().address)).toEqual([])
  })

  test('S11: a session edited in storage is not served and is removed', async () => {
    const { items, sessions } = setup()
    const signer = createEvmSigner()
    await sessions.add(await createSignedSession({ signer, expiration: hour }))
    const kept = await createSignedSession({ signer, chainId: 'eip155:10' })
    await sessions.add(kept)
    const stored = JSON.parse(items.get('@kit/siwx')!)
    stored[0].data.expirationTime = new Date(testNow + 1000 * hour).toISOString()
    items.set('@kit/siwx', JSON.stringify(stored))
    expect(await sessions.get('eip155:1', signer.address)).toEqual([])
    expect(JSON.parse(items.get('@kit/siwx')!)).toEqual([kept])
  })

  test('S11: editing chainId or accountAddress does not move a session to another account', async () => {
    const { items, sessions } = setup()
    const signer = createEvmSigner()
    const victim = createEvmSigner().address
    await sessions.add(await createSignedSession({ signer }))
    const stored = JSON.parse(items.get('@kit/siwx')!)
    items.set(
      '@kit/siwx',
      JSON.stringify([
        { ...stored[0], data: { ...stored[0].data, chainId: 'eip155:10' } },
        { ...stored[0], data: { ...stored[0].data, accountAddress: victim } },
      ]),
    )
    expect(await sessions.get('eip155:10', signer.address)).toEqual([])
    expect(await sessions.get('eip155:1', victim)).toEqual([])
    expect(items.has('@kit/siwx')).toBe(false)
  })

  test('expired sessions are not served', async () => {
    const { storage } = createTestStorage()
    const signer = createEvmSigner()
    const session = await createSignedSession({ signer, expiration: hour })
    await createBrowserStorage({ verifiers, storage }).add(session)
    const at = (now: number) => createBrowserStorage({ verifiers, storage, now: () => now })
    expect(await at(testNow + hour - 1).get('eip155:1', signer.address)).toEqual([session])
    expect(await at(testNow + hour).get('eip155:1', signer.address)).toEqual([])
  })

  test('revoking one session keeps the others; set replaces all', async () => {
    const { sessions } = setup()
    const a = createEvmSigner()
    const b = createEvmSigner()
    const a1 = await createSignedSession({ signer: a })
    const a10 = await createSignedSession({ signer: a, chainId: 'eip155:10' })
    const b1 = await createSignedSession({ signer: b })
    for (const session of [a1, a10, b1]) await sessions.add(session)
    await sessions.delete('eip155:1', a.address)
    expect(await sessions.get('eip155:1', a.address)).toEqual([])
    expect(await sessions.get('eip155:10', a.address)).toEqual([a10])
    expect(await sessions.get('eip155:1', b.address)).toEqual([b1])
    await sessions.set([])
    expect(await sessions.get('eip155:1', b.address)).toEqual([])
  })

  test('garbage in storage reads as no sessions', async () => {
    const { items, sessions } = setup()
    const signer = createEvmSigner()
    for (const garbage of ['{not json', '{"a":1}', '[null, 1, {"data": 2}]']) {
      items.set('@kit/siwx', garbage)
      expect(await sessions.get('eip155:1', signer.address)).toEqual([])
    }
    await sessions.add(await createSignedSession({ signer }))
    expect(await sessions.get('eip155:1', signer.address)).toHaveLength(1)
  })

  test('a full storage keeps the sessions in memory; so does a blocked one', async () => {
    const { sessions, state } = setup()
    const signer = createEvmSigner()
    state.full = true
    const session = await createSignedSession({ signer })
    await sessions.add(session)
    expect(state.writes).toBeGreaterThan(0)
    expect(await sessions.get('eip155:1', signer.address)).toEqual([session])

    const blocked = {} as Storage
    Object.defineProperty(blocked, 'getItem', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    Object.defineProperty(blocked, 'setItem', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    const memoryOnly = createBrowserStorage({ verifiers, storage: blocked, now: () => testNow })
    await memoryOnly.add(session)
    expect(await memoryOnly.get('eip155:1', signer.address)).toEqual([session])
  })

  test('without any storage (no localStorage), sessions live in memory', async () => {
    expect(globalThis.localStorage).toBeUndefined()
    const memoryOnly = createBrowserStorage({ verifiers, now: () => testNow })
    const signer = createEvmSigner()
    const session = await createSignedSession({ signer })
    await memoryOnly.add(session)
    expect(await memoryOnly.get('eip155:1', signer.address)).toEqual([session])
  })
})
