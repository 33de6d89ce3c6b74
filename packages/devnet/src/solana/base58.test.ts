import { fc, propertyTest } from '@kit/fuzz'
import { describe, expect, test } from 'vitest'
import { DevnetError } from '../errors/DevnetError.js'
import { decodeBase58, encodeBase58 } from './base58.js'

describe('base58', () => {
  test('matches known encodings (leading zero bytes become 1s)', () => {
    expect(encodeBase58(new TextEncoder().encode('hello world'))).toBe('StV1DL6CwTryKyV')
    expect(encodeBase58(new Uint8Array([0, 0, 1]))).toBe('112')
    expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(decodeBase58('StV1DL6CwTryKyV')).toEqual(new TextEncoder().encode('hello world'))
  })

  test('refuses characters outside the alphabet', () => {
    expect(() => decodeBase58('0OIl')).toThrow(DevnetError)
  })
})

propertyTest('base58 round-trips any bytes', [fc.uint8Array({ maxLength: 80 })], (bytes) => {
  expect(decodeBase58(encodeBase58(bytes))).toEqual(bytes)
})
