import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import {
  formatCaipAddress,
  formatCaipNetworkId,
  isCaipAddress,
  normalizeEvmChainId,
  parseCaipAddress,
  parseCaipNetworkId,
} from './caip.js'

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

propertyTest(
  'parseCaipNetworkId: a typed error or a value that matches the CAIP-2 grammar',
  [fc.string()],
  (input) => {
    try {
      const { namespace, reference } = parseCaipNetworkId(input)
      expect(`${namespace}:${reference}`).toMatch(caip2)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
    }
  },
)

propertyTest(
  'parseCaipNetworkId round-trips formatCaipNetworkId',
  [fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)],
  (namespace, reference) => {
    let id: string
    try {
      id = formatCaipNetworkId(namespace, reference)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
      return
    }
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
  },
)

const caip10 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}$/
const namespace = fc.stringMatching(/^[-a-z0-9]{3,8}$/).filter((n) => n !== 'eip155')
const reference = fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)
const accountAddress = fc.stringMatching(/^[-.%a-zA-Z0-9]{1,128}$/)

/** CAIP-10-like strings, so the accepting branch is reached as well as every refusal. */
const accountLike = fc.oneof(
  fc.string(),
  fc
    .tuple(
      fc.constantFrom('eip155', 'solana', 'bip122', 'EIP155', 'ab', 'x'.repeat(9)),
      fc.oneof(fc.nat().map(String), reference, fc.constantFrom('01', '9007199254740992', '')),
      fc.oneof(accountAddress, fc.string({ maxLength: 130 })),
      fc.constantFrom('', ':', ':x'),
    )
    .map(([ns, ref, address, tail]) => `${ns}:${ref}:${address}${tail}`),
)

propertyTest(
  'parseCaipAddress: a typed error or a value that matches the CAIP-10 grammar',
  [accountLike],
  (input) => {
    try {
      const parsed = parseCaipAddress(input)
      expect(input).toMatch(caip10)
      expect(`${parsed.caipNetworkId}:${parsed.address}`).toBe(input)
      expect(parseCaipNetworkId(parsed.caipNetworkId)).toEqual({
        namespace: parsed.namespace,
        reference: parsed.reference,
      })
      expect(isCaipAddress(input)).toBe(true)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
      expect(isCaipAddress(input)).toBe(false)
    }
  },
)

propertyTest(
  'parseCaipAddress round-trips formatCaipAddress',
  [
    fc.oneof(
      namespace.map((n) => ({ n })),
      fc.constant({ n: 'eip155' }),
    ),
    reference,
    fc.nat(),
    accountAddress,
  ],
  ({ n }, ref, chainId, address) => {
    const networkId = n === 'eip155' ? `eip155:${chainId}` : `${n}:${ref}`
    const id = formatCaipAddress(networkId, address)
    const parsed = parseCaipAddress(id)
    expect(parsed.caipNetworkId).toBe(networkId)
    expect(parsed.address).toBe(address)
  },
)

propertyTest(
  'normalizeEvmChainId: a typed error or the safe integer the input denotes',
  [
    fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.nat().map(String),
      fc.bigInt({ min: 0n, max: 2n ** 60n }).map((n) => `0x${n.toString(16)}`),
      fc.constantFrom('0x', '0x01', '0X1', '01', '-1', '1e3', ' 1', '9007199254740992'),
    ),
  ],
  (input) => {
    let chainId: number
    try {
      chainId = normalizeEvmChainId(input)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
      return
    }
    expect(Number.isSafeInteger(chainId) && chainId >= 0).toBe(true)
    if (typeof input === 'number') expect(chainId).toBe(input)
    else expect(BigInt(input)).toBe(BigInt(chainId))
    if (typeof input === 'string')
      expect([String(chainId), `0x${chainId.toString(16)}`]).toContain(input.toLowerCase())
  },
)
