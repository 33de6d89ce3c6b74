import { describe, expect, it } from 'vitest'
import { InvalidCaip2Error, InvalidCaipAddressError, InvalidChainIdError } from '../errors/caip.js'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  isCaipNetworkId,
  normalizeEvmChainId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'

const address = '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb'

function thrown(run: () => unknown): unknown {
  try {
    run()
  } catch (error) {
    return error
  }
  throw new Error('expected a throw')
}

describe('parseCaipNetworkId (B01, B02)', () => {
  it.each([
    ['eip155:1', 'eip155', '1'],
    ['eip155:9007199254740991', 'eip155', '9007199254740991'],
    ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    ['bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'],
  ])('accepts %s', (value, namespace, reference) => {
    expect(parseCaipNetworkId(value)).toEqual({ namespace, reference })
    expect(isCaipNetworkId(value)).toBe(true)
  })

  it.each([
    ['upper-case namespace', 'EIP155:1'],
    ['empty reference', 'eip155:'],
    ['empty namespace', ':1'],
    ['namespace shorter than 3', 'ei:1'],
    ['33-character reference', `solana:${'a'.repeat(33)}`],
    ['trailing space', 'eip155:1 '],
    ['trailing newline', 'eip155:1\n'],
    ['full-width digit', 'eip155:１'],
    ['three segments', 'eip155:1:2'],
    ['empty string', ''],
  ])('rejects %s', (_, value) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error).toBeInstanceOf(InvalidCaip2Error)
    expect((error as InvalidCaip2Error).shortMessage).toBe('Invalid CAIP-2 network id')
    expect((error as InvalidCaip2Error).name).toBe('InvalidCaip2')
    expect(isCaipNetworkId(value)).toBe(false)
  })

  it('accepts a 32-character reference, the longest allowed', () => {
    expect(parseCaipNetworkId(`solana:${'a'.repeat(32)}`).reference).toHaveLength(32)
  })

  it.each([
    ['leading zero', 'eip155:01'],
    ['hex', 'eip155:0x1'],
    ['negative', 'eip155:-1'],
    ['decimal point', 'eip155:1.0'],
    ['above 2^53', 'eip155:9007199254740993'],
    ['exponent', 'eip155:1e3'],
  ])('rejects an eip155 reference with a %s', (_, value) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error).toBeInstanceOf(InvalidCaip2Error)
    expect((error as InvalidCaip2Error).shortMessage).toBe('Invalid CAIP-2 network id')
  })

  it('keeps a leading-zero reference outside eip155, where it is meaningful', () => {
    expect(parseCaipNetworkId('bip122:000000000019d6689c085ae165831e93').reference).toBe(
      '000000000019d6689c085ae165831e93',
    )
  })

  it.each([
    ['null', null],
    ['a number', 1],
    ['an object', {}],
    ['undefined', undefined],
  ])('throws the typed error, not a TypeError, for %s', (_, value) => {
    const error = thrown(() => parseCaipNetworkId(value))
    expect(error).toBeInstanceOf(InvalidCaip2Error)
    expect(error).not.toBeInstanceOf(TypeError)
    expect(isCaipNetworkId(value)).toBe(false)
  })
})

describe('parseCaipAddress (B03)', () => {
  it('accepts the CAIP-10 example', () => {
    expect(parseCaipAddress(`eip155:1:${address}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address,
      caipNetworkId: 'eip155:1',
    })
    expect(isCaipAddress(`eip155:1:${address}`)).toBe(true)
  })

  it('accepts a 128-character address, the longest allowed', () => {
    expect(parseCaipAddress(`eip155:1:${'a'.repeat(128)}`).address).toHaveLength(128)
  })

  it.each([
    ['4 segments', `eip155:1:${address}:extra`],
    ['an empty address', 'eip155:1:'],
    ['a 129-character address', `eip155:1:${'a'.repeat(129)}`],
    ['a space in the address', 'eip155:1:0xab16 a96d'],
    ['a slash in the address', 'eip155:1:0xab16/a96d'],
    ['a non-ASCII letter in the address', 'eip155:1:0xаb16'],
    ['the legacy address@chain form', `${address}@eip155:1`],
    ['an invalid network part', `eip155:01:${address}`],
    ['an upper-case namespace', `EIP155:1:${address}`],
  ])('rejects %s', (_, value) => {
    const error = thrown(() => parseCaipAddress(value))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect((error as InvalidCaipAddressError).shortMessage).toBe('Invalid CAIP Address')
    expect(isCaipAddress(value)).toBe(false)
  })

  it.each([null, 1, {}])('throws the typed error for the non-string %j', (value) => {
    const error = thrown(() => parseCaipAddress(value))
    expect(error).toBeInstanceOf(InvalidCaipAddressError)
    expect(error).not.toBeInstanceOf(TypeError)
  })
})

describe('normalizeEvmChainId (B16)', () => {
  it.each([
    [1, 1],
    ['1', 1],
    ['0x1', 1],
    ['0x89', 137],
    ['0xA4B1', 42161],
    ['137', 137],
    [0, 0],
    [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
  ])('reads %j as %d', (input, expected) => {
    expect(normalizeEvmChainId(input)).toBe(expected)
  })

  it.each([
    ['0x01'],
    ['0x'],
    ['0x00'],
    ['ff'],
    ['0x0400'],
    ['0X1'],
    [' 1 '],
    ['1 '],
    ['1.0'],
    ['01'],
    [''],
    [-1],
    [1.5],
    [Number.NaN],
    [Number.POSITIVE_INFINITY],
    [2 ** 53],
    ['9007199254740993'],
    [null],
    [undefined],
    [{}],
  ])('refuses %j with InvalidChainIdError', (input) => {
    const error = thrown(() => normalizeEvmChainId(input))
    expect(error).toBeInstanceOf(InvalidChainIdError)
    expect((error as InvalidChainIdError).shortMessage).toBe('Invalid chainId')
  })
})

describe('normalizeEvmChainId with a bigint', () => {
  it('refuses it rather than coercing', () => {
    expect(() => normalizeEvmChainId(1n)).toThrow(InvalidChainIdError)
  })
})

describe('formatting', () => {
  it('round-trips a CAIP-2 id', () => {
    const id = formatCaipNetworkId('eip155', 137)
    expect(id).toBe('eip155:137')
    const parsed = parseCaipNetworkId(id)
    expect(formatCaipNetworkId(parsed.namespace, parsed.reference)).toBe(id)
  })

  it('round-trips a CAIP-10 id', () => {
    const id = formatCaipAddress('eip155:10', address)
    expect(id).toBe(`eip155:10:${address}`)
    const parsed = parseCaipAddress(id)
    expect(formatCaipAddress(parsed.caipNetworkId, parsed.address)).toBe(id)
  })

  it('formats a non-EVM id with a string reference', () => {
    expect(formatCaipNetworkId('solana', '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    )
  })

  it('refuses to format what it could not parse back', () => {
    expect(() => formatCaipNetworkId('eip155', '0x1')).toThrow(InvalidCaip2Error)
    expect(() => formatCaipNetworkId('eip155', -1)).toThrow(InvalidChainIdError)
    expect(() => formatCaipNetworkId('eip155', Number.NaN)).toThrow(InvalidChainIdError)
    expect(() => formatCaipAddress('eip155:1', '')).toThrow(InvalidCaipAddressError)
    expect(() => formatCaipAddress('eip155:1', `${address}:x`)).toThrow(InvalidCaipAddressError)
  })
})
