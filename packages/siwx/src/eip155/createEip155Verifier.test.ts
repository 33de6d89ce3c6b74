import { type Hex, hashMessage as viemHashMessage } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { serializeErc6492Signature } from 'viem/utils'
import { describe, expect, test } from 'vitest'
import { SiwxVerificationError } from '../errors/verify.js'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { checksumAddress } from '../message/checksumAddress.js'
import { createFakeChain } from '../test/fakeContracts.js'
import { eip155Fields } from '../test/fixtures.js'
import { createEvmSigner } from '../test/signers.js'
import { createEip155Verifier } from './createEip155Verifier.js'
import { hashMessage } from './hashMessage.js'

const toHex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`

describe('hashMessage', () => {
  test("is EIP-191's personal message hash (viem agrees)", () => {
    for (const message of ['', 'hello', buildSiwxMessage(eip155Fields), 'ünïcödé 👋']) {
      expect(toHex(hashMessage(message))).toBe(viemHashMessage(message))
    }
  })
})

describe('createEip155Verifier: EOA', () => {
  const verifier = createEip155Verifier()
  const signer = createEvmSigner()
  const fields = { ...eip155Fields, address: signer.address }
  const message = buildSiwxMessage(fields)

  test('accepts a personal_sign signature by the address key (viem key generation)', async () => {
    const signature = await signer.sign(message)
    expect(verifier.namespace).toBe('eip155')
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
    // v as 0/1 instead of 27/28.
    const v = Number.parseInt(signature.slice(-2), 16) - 27
    const lowV = `${signature.slice(0, -2)}0${v}`
    await expect(verifier.verify({ message, fields, signature: lowV })).resolves.toBe(true)
  })

  test('refuses another key, another message and malformed signatures', async () => {
    const other = createEvmSigner()
    await expect(
      verifier.verify({ message, fields, signature: await other.sign(message) }),
    ).resolves.toBe(false)
    await expect(
      verifier.verify({ message: `${message}.`, fields, signature: await signer.sign(message) }),
    ).resolves.toBe(false)
    const signature = await signer.sign(message)
    for (const bad of [
      '',
      '0x',
      '0x1',
      signature.slice(0, -2),
      `${signature}00`,
      `${signature.slice(0, -2)}1d`,
      'zz',
    ]) {
      await expect(verifier.verify({ message, fields, signature: bad })).resolves.toBe(false)
    }
  })
})

describe('createEip155Verifier: contract wallets through eth_call', () => {
  const owner = privateKeyToAccount(generatePrivateKey())
  const account = checksumAddress('0x00000000000000000000000000000000000c0de1') as Hex
  const factory = '0x000000000000000000000000000000000000fac7'
  const fields = { ...eip155Fields, address: account, chainId: '8453' }
  const message = buildSiwxMessage(fields)

  test('ERC-1271: isValidSignature on the account, on the chain the message names', async () => {
    const chain = createFakeChain({ account, owner: owner.address })
    const contexts: unknown[] = []
    const verifier = createEip155Verifier({
      request: (args, context) => {
        contexts.push(context)
        return chain.request(args)
      },
    })
    const signature = await owner.signMessage({ message })
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
    expect(chain.calls).toEqual([
      { to: account.toLowerCase(), data: expect.stringMatching(/^0x1626ba7e/) },
    ])
    expect(contexts).toEqual([{ chainId: '8453' }])
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(
      verifier.verify({ message, fields, signature: await stranger.signMessage({ message }) }),
    ).resolves.toBe(false)
  })

  test('ERC-6492: a wrapped signature goes to the validator in a deployless eth_call', async () => {
    const chain = createFakeChain({ account, owner: owner.address })
    const verifier = createEip155Verifier({ request: chain.request })
    const wrap = async (by: typeof owner) =>
      serializeErc6492Signature({
        address: factory,
        data: '0xdeadbeef',
        signature: await by.signMessage({ message }),
      })
    await expect(verifier.verify({ message, fields, signature: await wrap(owner) })).resolves.toBe(
      true,
    )
    expect(chain.calls[0]?.to).toBeUndefined()
    const stranger = privateKeyToAccount(generatePrivateKey())
    await expect(
      verifier.verify({ message, fields, signature: await wrap(stranger) }),
    ).resolves.toBe(false)
  })

  test('a revert is "invalid"; an RPC that cannot answer is "unverified", never valid (S13)', async () => {
    const signature = await owner.signMessage({ message })
    const reverting = createEip155Verifier({
      request: async () => {
        throw Object.assign(new Error('execution reverted'), { code: 3 })
      },
    })
    await expect(reverting.verify({ message, fields, signature })).resolves.toBe(false)
    const down = createEip155Verifier({
      request: async () => {
        throw new TypeError('fetch failed')
      },
    })
    const error = await down.verify({ message, fields, signature }).catch((caught) => caught)
    expect(error).toBeInstanceOf(SiwxVerificationError)
    expect(error).toMatchObject({ reason: 'unverified' })
    const odd = createEip155Verifier({ request: async () => ({ not: 'hex' }) })
    await expect(odd.verify({ message, fields, signature })).rejects.toMatchObject({
      reason: 'unverified',
    })
  })

  test('without RPC only EOA signatures can pass', async () => {
    const signature = await owner.signMessage({ message })
    await expect(createEip155Verifier().verify({ message, fields, signature })).resolves.toBe(false)
  })

  test('rpcUrls: JSON-RPC over fetch to the URL of the message chain', async () => {
    const chain = createFakeChain({ account, owner: owner.address })
    const urls: string[] = []
    const fakeFetch = async (url: string | URL | Request, init?: RequestInit) => {
      urls.push(String(url))
      const { id, method, params } = JSON.parse(String(init?.body))
      try {
        return Response.json({
          jsonrpc: '2.0',
          id,
          result: await chain.request({ method, params }),
        })
      } catch (error) {
        const { code, message: text } = error as { code: number; message: string }
        return Response.json({ jsonrpc: '2.0', id, error: { code, message: text } })
      }
    }
    const verifier = createEip155Verifier({
      rpcUrls: { '8453': 'https://base.rpc.example/key' },
      fetch: fakeFetch as typeof fetch,
    })
    const signature = await owner.signMessage({ message })
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
    expect(urls).toEqual(['https://base.rpc.example/key'])
    // No URL for the message's chain: unverified, and the error does not carry the URLs.
    const elsewhere = { ...fields, chainId: '10' }
    const error = await verifier
      .verify({ message: buildSiwxMessage(elsewhere), fields: elsewhere, signature })
      .catch((caught) => caught)
    expect(error).toMatchObject({ reason: 'unverified' })
    expect(String(error.message)).not.toContain('rpc.example')
    // An HTTP error status: unverified.
    const failing = createEip155Verifier({
      rpcUrls: { '8453': 'https://base.rpc.example/key' },
      fetch: (async () => new Response('no', { status: 503 })) as typeof fetch,
    })
    await expect(failing.verify({ message, fields, signature })).rejects.toMatchObject({
      reason: 'unverified',
    })
  })
})
