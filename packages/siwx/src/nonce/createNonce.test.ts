import { describe, expect, test, vi } from 'vitest'
import { InvalidSiwxFieldError } from '../errors/message.js'
import { createNonce } from './createNonce.js'
import { resolveNonce } from './resolveNonce.js'

describe('createNonce', () => {
  test('17 letters and digits (≥ 96 bits), as EIP-4361 requires', () => {
    const nonce = createNonce()
    expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
    expect(17 * Math.log2(62)).toBeGreaterThanOrEqual(96)
  })

  test('comes from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues')
    createNonce()
    expect(spy).toHaveBeenCalled()
    spy.mockRestore()
  })

  test('no repeats over 10,000 nonces, and every character in use', () => {
    const nonces = Array.from({ length: 10_000 }, () => createNonce())
    expect(new Set(nonces).size).toBe(nonces.length)
    expect(new Set(nonces.join('')).size).toBe(62)
  })

  test('characters are about equally likely (rejection sampling, no modulo bias)', () => {
    const counts = new Map<string, number>()
    for (const char of Array.from({ length: 2000 }, () => createNonce({ length: 62 })).join(''))
      counts.set(char, (counts.get(char) ?? 0) + 1)
    // 124,000 draws over 62 characters: 2,000 each expected; 5 sigma is about ±220.
    for (const count of counts.values()) expect(Math.abs(count - 2000)).toBeLessThan(300)
  })

  test('a longer nonce on request; fewer than 17 characters is refused', () => {
    expect(createNonce({ length: 32 })).toHaveLength(32)
    expect(() => createNonce({ length: 16 })).toThrow(InvalidSiwxFieldError)
    expect(() => createNonce({ length: 1.5 })).toThrow(InvalidSiwxFieldError)
  })
})

describe('resolveNonce', () => {
  test("the server's nonce when getNonce is given", async () => {
    await expect(resolveNonce({ getNonce: async () => 'serverNonce123' })).resolves.toBe(
      'serverNonce123',
    )
  })

  test('a server nonce that breaks EIP-4361 is refused', async () => {
    await expect(resolveNonce({ getNonce: async () => 'short' })).rejects.toBeInstanceOf(
      InvalidSiwxFieldError,
    )
    await expect(resolveNonce({ getNonce: async () => 'has space 123' })).rejects.toBeInstanceOf(
      InvalidSiwxFieldError,
    )
  })

  test('a CSPRNG nonce otherwise', async () => {
    await expect(resolveNonce()).resolves.toMatch(/^[A-Za-z0-9]{17}$/)
  })
})
