import { bytesToHex } from '@noble/hashes/utils.js'
import { address as bitcoinJsAddress, networks } from 'bitcoinjs-lib'
import { describe, expect, test } from 'vitest'
import { InvalidBitcoinAddressError } from '../errors/bitcoin.js'
import { bitcoinDevAccounts } from './bitcoinDevAccounts.js'
import { classifyScript } from './classifyScript.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

const regtestAddresses = [
  ...bitcoinDevAccounts.flatMap((account) => [account.paymentAddress, account.ordinalsAddress]),
  'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
  'n3GNqMveyvaPvUbH469vDRadqpJMPc84JA',
  '2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc',
  // A P2WSH address, written by bitcoinjs-lib.
  bitcoinJsAddress.toBech32(new Uint8Array(32).fill(7), 0, 'bcrt'),
]

describe('parseBitcoinAddress', () => {
  test('reads regtest addresses to the scripts bitcoinjs-lib reads, and writes them back', () => {
    for (const address of regtestAddresses) {
      const parsed = parseBitcoinAddress(address)
      expect(parsed.scriptHex, address).toBe(bitcoinJsScript(address))
      expect(parsed.address).toBe(address)
      expect(classifyScript(parsed.script).address).toBe(address)
    }
  })

  test('refuses mainnet, testnet, bad checksums and garbage', () => {
    for (const address of [
      'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
      'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
      'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfm',
      'bcrt1qnp9vravl7c7r6kxyyzrw49t3ma5zcccj6zfs7u',
      '',
      'bcrt1',
      'x'.repeat(200),
    ]) {
      expect(() => parseBitcoinAddress(address), address).toThrow(InvalidBitcoinAddressError)
    }
  })
})

/** bitcoinjs-lib's reading (taproot programs by hand: its p2tr needs an ECC library). */
function bitcoinJsScript(address: string): string {
  if (!address.startsWith('bcrt1')) {
    return bytesToHex(bitcoinJsAddress.toOutputScript(address, networks.regtest))
  }
  const { version, prefix, data } = bitcoinJsAddress.fromBech32(address)
  expect(prefix).toBe('bcrt')
  const opcode = version === 0 ? '00' : (0x50 + version).toString(16)
  return `${opcode}${data.length.toString(16).padStart(2, '0')}${bytesToHex(data)}`
}
