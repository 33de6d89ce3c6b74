import { BaseError } from '@kit/core'
import { encodeAbiParameters, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeAbiString } from './decodeAbiString.js'
import { decodeAbiUint } from './decodeAbiUint.js'

const abiString = (text: string) => encodeAbiParameters([{ type: 'string' }], [text])

describe('decodeAbiString', () => {
  it('reads an ABI-encoded string', () => {
    expect(decodeAbiString(abiString('USDC'))).toBe('USDC')
    expect(decodeAbiString(abiString('€URe'))).toBe('€URe')
  })

  it('reads a bytes32 symbol without its trailing zeros', () => {
    expect(decodeAbiString(stringToHex('MKR', { size: 32 }))).toBe('MKR')
  })

  it('strips bidi controls like a wallet name', () => {
    expect(decodeAbiString(abiString('\u202eCDSU'))).toBe('CDSU')
  })

  it.each([
    ['not hex', 'USDC'],
    ['odd hex', '0x123'],
    ['empty', '0x'],
    ['a wrong offset', `0x${'0'.repeat(62)}40${'0'.repeat(64)}`],
    ['a length past the end', `0x${'0'.repeat(62)}20${'0'.repeat(62)}ff`],
    ['an invisible symbol', abiString('\u200b')],
    ['a number', 42],
  ])('refuses %s with a typed error', (_, value) => {
    expect(() => decodeAbiString(value)).toThrow(BaseError)
  })
})

describe('decodeAbiUint', () => {
  it('reads one 32-byte word', () => {
    expect(decodeAbiUint(encodeAbiParameters([{ type: 'uint256' }], [6n]))).toBe(6n)
  })

  it.each(['0x06', '0x', `0x${'0'.repeat(66)}`, null])('refuses %j', (value) => {
    expect(() => decodeAbiUint(value)).toThrow(BaseError)
  })
})
