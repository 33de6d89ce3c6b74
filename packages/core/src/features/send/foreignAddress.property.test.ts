import { fc, test } from '@fast-check/vitest'
import { bytesToHex, getAddress } from 'viem'
import { describe, expect } from 'vitest'
import { foreignAddressNamespace } from './foreignAddress.js'

const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/** Base58 as Solana writes a public key. */
function encodeBase58(bytes: Uint8Array): string {
  let value = BigInt(bytesToHex(bytes.length > 0 ? bytes : new Uint8Array([0])))
  let text = ''
  while (value > 0n) {
    text = base58Alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  const zeros = bytes.findIndex((byte) => byte !== 0)
  return '1'.repeat(zeros === -1 ? bytes.length : zeros) + text
}

const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{2,61}[a-z0-9]$/)
/** Account names as visitors type them: a bare label or a dotted name, in any case. */
const accountName = fc
  .tuple(label, fc.constantFrom('', '.kit.id', '.eth'), fc.boolean())
  .map(([name, suffix, upper]) => {
    const text = `${name}${suffix}`
    return upper ? text.replace(/^./, (first) => first.toUpperCase()) : text
  })

describe('foreignAddressNamespace', () => {
  test.prop([fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean()])(
    'an EVM address, checksummed or not, is an eip155 address on Solana and Bitcoin networks',
    (bytes, checksummed) => {
      const hex = bytesToHex(bytes)
      const text = checksummed ? getAddress(hex) : hex
      expect(foreignAddressNamespace({ text, namespace: 'solana' })).toBe('eip155')
      expect(foreignAddressNamespace({ text, namespace: 'bip122' })).toBe('eip155')
      expect(foreignAddressNamespace({ text, namespace: 'eip155' })).toBeUndefined()
    },
  )

  test.prop([fc.uint8Array({ minLength: 32, maxLength: 32 })])(
    'a Solana public key is a solana address on an EVM network',
    (bytes) => {
      const text = encodeBase58(bytes)
      // A key written without an upper-case letter reads as a name (about 1 in 10^10 keys).
      fc.pre(/[A-Z]/.test(text))
      expect(foreignAddressNamespace({ text, namespace: 'eip155' })).toBe('solana')
      expect(foreignAddressNamespace({ text, namespace: 'solana' })).toBeUndefined()
    },
  )

  test.prop([accountName, fc.constantFrom('eip155', 'solana', 'bip122')])(
    "an account name is no network's address",
    (text, namespace) => {
      expect(foreignAddressNamespace({ text, namespace })).toBeUndefined()
    },
  )
})
