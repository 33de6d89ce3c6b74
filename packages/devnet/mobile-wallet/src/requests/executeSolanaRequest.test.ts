import { describe, expect, test } from 'vitest'
import { createSolanaKey, decodeBase58, encodeBase58, UnauthorizedProviderError } from '#shared'
import { executeSolanaRequest } from './executeSolanaRequest.js'

const text = new TextEncoder().encode('Hello from Kit')

describe('executeSolanaRequest', () => {
  test('signs the message bytes; the base58 signature verifies against the address', async () => {
    const key = await createSolanaKey()
    const { signature } = (await executeSolanaRequest({
      method: 'solana_signMessage',
      params: { message: encodeBase58(text), pubkey: key.address },
      key,
    })) as { signature: string }
    const publicKey = await crypto.subtle.importKey(
      'raw',
      decodeBase58(key.address),
      'Ed25519',
      false,
      ['verify'],
    )
    expect(await crypto.subtle.verify('Ed25519', publicKey, decodeBase58(signature), text)).toBe(
      true,
    )
  })

  test('refuses a key that is not the wallet’s, and malformed parameters', async () => {
    const key = await createSolanaKey()
    const other = await createSolanaKey(new Uint8Array(32).fill(9))
    await expect(
      executeSolanaRequest({
        method: 'solana_signMessage',
        params: { message: encodeBase58(text), pubkey: other.address },
        key,
      }),
    ).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await expect(
      executeSolanaRequest({ method: 'solana_signMessage', params: ['0OIl'], key }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      executeSolanaRequest({ method: 'solana_signTransaction', params: {}, key }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
