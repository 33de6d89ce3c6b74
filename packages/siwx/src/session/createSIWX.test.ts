import { bitcoinMainnet } from '@kit/adapter-bitcoin/utils'
import type { SiwxConfig } from '@kit/core'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2wpkh, WIF } from '@scure/btc-signer/payment.js'
import { pubECDSA } from '@scure/btc-signer/utils.js'
import { Signer } from 'bip322-js'
import { describe, expect, test, vi } from 'vitest'
import { createBip122Verifier } from '../bip122/createBip122Verifier.js'
import { createEip155Verifier } from '../eip155/createEip155Verifier.js'
import { parseSiwxMessage } from '../message/parseSiwxMessage.js'
import { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
import { expectSiweConformance } from '../test/oracles.js'
import {
  appDomain,
  appOrigin,
  createPlainStorage,
  createSignedSession,
  testNow,
} from '../test/sessions.js'
import { createEvmSigner, createSolanaSigner } from '../test/signers.js'
import { createSIWX } from './createSIWX.js'
import type { SiwxCreatedMessage, SiwxSession } from './types.js'

const hour = 60 * 60 * 1000
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function setup(options: Parameters<typeof createSIWX>[0] = {}) {
  const storage = createPlainStorage()
  const siwx = createSIWX({
    domain: appDomain,
    uri: appOrigin,
    statement: 'Sign in to Example.',
    storage,
    now: () => testNow,
    ...options,
  })
  return { siwx, storage }
}

async function sign(
  message: SiwxCreatedMessage,
  signer: { sign: (text: string) => Promise<string> },
): Promise<SiwxSession> {
  const { toString: _, ...data } = message
  return { data, message: message.toString(), signature: await signer.sign(message.toString()) }
}

describe('createSIWX', () => {
  test('is an AppKit SIWXConfig, required and signing out on disconnect unless told', () => {
    const config: SiwxConfig = createSIWX({ domain: appDomain, uri: appOrigin })
    expect(config.getRequired?.()).toBe(true)
    expect(config.signOutOnDisconnect).toBe(true)
    const optional = createSIWX({ required: false, signOutOnDisconnect: false })
    expect(optional.getRequired()).toBe(false)
    expect(optional.signOutOnDisconnect).toBe(false)
  })

  test('createMessage: EIP-4361 text with the EIP-55 address, a CSPRNG nonce and an expiry', async () => {
    const { siwx } = setup()
    const signer = createEvmSigner()
    const message = await siwx.createMessage({
      accountAddress: signer.address.toLowerCase(),
      chainId: 'eip155:1',
    })
    const fields = parseSiwxMessage({ message: message.toString() })
    expect(fields).toMatchObject({
      namespace: 'eip155',
      domain: appDomain,
      address: signer.address,
      uri: appOrigin,
      chainId: '1',
      statement: 'Sign in to Example.',
      issuedAt: new Date(testNow).toISOString(),
      expirationTime: new Date(testNow + 24 * hour).toISOString(),
    })
    expect(message.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(message).toMatchObject({ accountAddress: signer.address, chainId: 'eip155:1' })
    expectSiweConformance(message.toString(), fields)
    const again = await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:1' })
    expect(again.nonce).not.toBe(message.nonce)
  })

  test("createMessage: the server's nonce when getNonce is given; the page's host and origin by default", async () => {
    const getNonce = vi.fn(async () => 'serverNonce12345')
    vi.stubGlobal('location', { host: 'shop.example:8443', origin: 'https://shop.example:8443' })
    try {
      const siwx = createSIWX({ getNonce, now: () => testNow })
      const input = {
        accountAddress: createSolanaSigner().address,
        chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      }
      const message = await siwx.createMessage(input)
      expect(getNonce).toHaveBeenCalledWith(input)
      expect(parseSiwxMessage({ message: `${message}` })).toMatchObject({
        namespace: 'solana',
        nonce: 'serverNonce12345',
        domain: 'shop.example:8443',
        uri: 'https://shop.example:8443',
      })
    } finally {
      vi.unstubAllGlobals()
    }
    await expect(
      createSIWX().createMessage({
        accountAddress: createEvmSigner().address,
        chainId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ name: 'SiwxVerifierConfigError' })
    await expect(
      setup().siwx.createMessage({ accountAddress: 'x', chainId: 'cosmos:hub' }),
    ).rejects.toMatchObject({ name: 'SiwxVerifierConfigError', parameter: 'chainId' })
  })

  test('addSession stores a verified session; getSessions serves it; a replay is refused', async () => {
    const { siwx, storage } = setup()
    const signer = createEvmSigner()
    const message = await siwx.createMessage({
      accountAddress: signer.address,
      chainId: 'eip155:1',
    })
    const session = await sign(message, signer)
    await siwx.addSession(session)
    expect(storage.sessions).toEqual([session])
    expect(await siwx.getSessions('eip155:1', signer.address)).toEqual([session])
    await expect(siwx.addSession(session)).rejects.toMatchObject({ reason: 'nonceRejected' })
    expect(storage.sessions).toHaveLength(1)
  })

  test('a session that fails verification is never written', async () => {
    const { siwx, storage } = setup()
    const signer = createEvmSigner()
    const input = { accountAddress: signer.address, chainId: 'eip155:1' }
    const refused = async (session: unknown, reason: string, on = siwx) => {
      await expect(on.addSession(session as SiwxSession)).rejects.toMatchObject({
        name: 'SiwxVerificationError',
        reason,
      })
      expect(storage.sessions).toEqual([])
    }
    // Signed by someone else.
    const message = await siwx.createMessage(input)
    await refused(await sign(message, createEvmSigner()), 'invalidSignature')
    // S11 at the door: data that is not the message's.
    const forged = await sign(await siwx.createMessage(input), signer)
    await refused(
      {
        ...forged,
        data: { ...forged.data, expirationTime: new Date(testNow + 99 * hour).toISOString() },
      },
      'dataMismatch',
    )
    // A nonce this setup never put in a message (S09), another domain (S07).
    await refused(await createSignedSession({ signer, nonce: 'elsewhere1234567' }), 'nonceRejected')
    const foreign = createSIWX({
      domain: 'evil.example',
      uri: 'https://evil.example',
      now: () => testNow,
    })
    await refused(await sign(await foreign.createMessage(input), signer), 'domainMismatch')
    // Another chain than the data says (S08), an expired message (S10).
    const onTen = await sign(await siwx.createMessage(input), signer)
    await refused({ ...onTen, data: { ...onTen.data, chainId: 'eip155:10' } }, 'chainMismatch')
    let clock = testNow
    const short = createSIWX({
      domain: appDomain,
      uri: appOrigin,
      storage,
      expiration: 60_000,
      now: () => clock,
    })
    const old = await sign(await short.createMessage(input), signer)
    clock += 60_000
    await refused(old, 'expired', short)
    // Malformed, or a namespace without a verifier.
    await refused({ message: 'x' }, 'malformedSession')
    const solana = createSolanaSigner()
    const evmOnly = createSIWX({
      domain: appDomain,
      uri: appOrigin,
      storage,
      verifiers: [createEip155Verifier()],
      now: () => testNow,
    })
    const solanaInput = {
      accountAddress: solana.address,
      chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    }
    const solanaSession = await sign(await evmOnly.createMessage(solanaInput), solana)
    await expect(evmOnly.addSession(solanaSession)).rejects.toMatchObject({
      reason: 'unsupportedNamespace',
    })
    expect(storage.sessions).toEqual([])
  })

  test('a Solana session signs in with the default verifiers', async () => {
    const { siwx, storage } = setup()
    const signer = createSolanaSigner()
    const chainId = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    const session = await sign(
      await siwx.createMessage({ accountAddress: signer.address, chainId }),
      signer,
    )
    await siwx.addSession(session)
    expect(storage.sessions).toEqual([session])
    expect(await siwx.getSessions(chainId, signer.address)).toEqual([session])
  })

  test('a Bitcoin session (BIP-322) with the bip122 verifier given', async () => {
    const privateKey = secp256k1.utils.randomSecretKey()
    const wif = WIF(bitcoinMainnet).encode(privateKey)
    const address = p2wpkh(pubECDSA(privateKey), bitcoinMainnet).address as string
    const signer = { sign: async (text: string) => Signer.sign(wif, address, text) as string }
    const { siwx, storage } = setup({ verifiers: [createBip122Verifier()] })
    const chainId = bitcoinMainnet.caipNetworkId
    const session = await sign(
      await siwx.createMessage({ accountAddress: address, chainId }),
      signer,
    )
    await siwx.addSession(session)
    expect(storage.sessions).toEqual([session])
    expect(await siwx.getSessions(chainId, address)).toEqual([session])
    const next = await sign(await siwx.createMessage({ accountAddress: address, chainId }), signer)
    const moved = { ...next, data: { ...next.data, accountAddress: createEvmSigner().address } }
    await expect(siwx.setSessions([moved])).rejects.toMatchObject({ reason: 'dataMismatch' })
    expect(storage.sessions).toEqual([session])
  })

  test('getSessions leaves out what a storage serves unchecked; expired ones too', async () => {
    const { siwx, storage } = setup({ verifiers: [createEip155Verifier(), createSolanaVerifier()] })
    const signer = createEvmSigner()
    const session = await createSignedSession({ signer, expiration: hour })
    storage.sessions.push(session, {
      ...session,
      data: { ...session.data, expirationTime: '2030-01-01T00:00:00.000Z' },
    })
    expect(await siwx.getSessions('eip155:1', signer.address)).toEqual([session])
    const later = createSIWX({ storage, now: () => testNow + hour })
    expect(await later.getSessions('eip155:1', signer.address)).toEqual([])
  })

  test('setSessions checks every session as addSession does; revokeSession keeps the others', async () => {
    const { siwx, storage } = setup()
    const a = createEvmSigner()
    const b = createEvmSigner()
    const signed = async (signer: typeof a) =>
      sign(
        await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:1' }),
        signer,
      )
    const sa = await signed(a)
    const sb = await signed(b)
    const bad = { ...sb, data: { ...sb.data, accountAddress: a.address } }
    await expect(siwx.setSessions([sa, bad])).rejects.toMatchObject({ reason: 'dataMismatch' })
    expect(storage.sessions).toEqual([])
    // Sessions made elsewhere (a nonce this setup never issued) are refused too.
    const foreign = await createSignedSession({ signer: a, nonce: 'elsewhere1234567' })
    await expect(siwx.setSessions([foreign])).rejects.toMatchObject({ reason: 'nonceRejected' })
    const [fresh1, fresh2] = [await signed(a), await signed(b)]
    await siwx.setSessions([fresh1!, fresh2!])
    expect(storage.sessions).toEqual([fresh1, fresh2])
    await siwx.revokeSession('eip155:1', a.address)
    expect(await siwx.getSessions('eip155:1', a.address)).toEqual([])
    expect(await siwx.getSessions('eip155:1', b.address)).toEqual([fresh2])
    await siwx.setSessions([])
    expect(storage.sessions).toEqual([])
  })

  test('one-click auth: sessions signed together on several chains share one nonce, once', async () => {
    const { siwx, storage } = setup({ getNonce: async () => 'oneClickNonce123' })
    const signer = createEvmSigner()
    const [on1, on10] = [
      await sign(
        await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:1' }),
        signer,
      ),
      await sign(
        await siwx.createMessage({ accountAddress: signer.address, chainId: 'eip155:10' }),
        signer,
      ),
    ]
    await siwx.setSessions([on1!, on10!])
    expect(storage.sessions).toHaveLength(2)
    await expect(siwx.setSessions([on1!])).rejects.toMatchObject({ reason: 'nonceRejected' })
    await expect(siwx.addSession(on10!)).rejects.toMatchObject({ reason: 'nonceRejected' })
  })

  test('a message can be asked for before the address is known (AppKit passes "")', async () => {
    const { siwx } = setup()
    const message = await siwx.createMessage({ accountAddress: '', chainId: 'eip155:1' })
    expect(message).toMatchObject({ domain: appDomain, uri: appOrigin, chainId: 'eip155:1' })
    expect(message.nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(() => message.toString()).toThrow(expect.objectContaining({ field: 'address' }))
    for (const chainId of [solanaMainnet, 'bip122:000000000019d6689c085ae165831e93']) {
      await expect(siwx.createMessage({ accountAddress: '', chainId })).resolves.toMatchObject({
        chainId,
      })
    }
    await expect(
      createSIWX({ domain: appDomain, uri: appOrigin, statement: 'two\nlines' }).createMessage({
        accountAddress: '',
        chainId: 'eip155:1',
      }),
    ).rejects.toMatchObject({ field: 'statement' })
  })
})
