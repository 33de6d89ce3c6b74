import { describe, expect, test } from 'vitest'
import { eip155Fields, eip155Text } from '../test/fixtures.js'
import { expectSiweConformance } from '../test/oracles.js'
import { buildSiwxMessage } from './buildSiwxMessage.js'

// S12: generated eip155 messages parse with spruceid `siwe` and viem `parseSiweMessage`.
describe('EIP-4361 conformance', () => {
  test('every field set', () => {
    expect(buildSiwxMessage(eip155Fields)).toBe(eip155Text)
    expectSiweConformance(eip155Text, eip155Fields)
  })

  test('required fields only (no statement)', () => {
    const { statement, expirationTime, notBefore, requestId, resources, ...fields } = eip155Fields
    expectSiweConformance(buildSiwxMessage(fields), fields)
  })

  test('an oracle can fail: a wrong field is seen', () => {
    expect(() =>
      expectSiweConformance(eip155Text, { ...eip155Fields, nonce: 'otherNonce1' }),
    ).toThrow()
  })
})
