import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check, hex } from '@scure/base'
import { describe, expect, test } from 'vitest'
import { InvalidBitcoinAddressError } from '../errors/address.js'
import {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from '../networks/bitcoinNetworks.js'
import { isBitcoinAddress } from './isBitcoinAddress.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'

function reasonFor(address: unknown, network = bitcoinMainnet) {
  try {
    parseBitcoinAddress({ address, network })
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBitcoinAddressError)
    return (error as InvalidBitcoinAddressError).reason
  }
  throw new Error(`${String(address)} was accepted`)
}

const networkOf = (address: string) =>
  address.toLowerCase().startsWith('tb') ? bitcoinTestnet : bitcoinMainnet

// BIP-350, "Test vectors for v0-v16 native segregated witness addresses": the valid ones.
describe('BIP-350 valid segwit addresses', () => {
  const supported = [
    [
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      '0014751e76e8199196d454941c45d1b3a323f1433bd6',
      'p2wpkh',
    ],
    [
      'tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sl5k7',
      '00201863143c14c5166804bd19203356da136c985678cd4d27a1b8c6329604903262',
      'p2wsh',
    ],
    [
      'tb1qqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesrxh6hy',
      '0020000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
      'p2wsh',
    ],
    [
      'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c',
      '5120000000c4a5cad46221b2a187905e5266362b99d5e91c6ce24d165dab93e86433',
      'p2tr',
    ],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
      '512079be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
      'p2tr',
    ],
  ] as const
  test.each(supported)('%s', (address, script, type) => {
    const network = networkOf(address)
    const parsed = parseBitcoinAddress({ address, network })
    expect(hex.encode(parsed.scriptPubKey)).toBe(script)
    expect(parsed.type).toBe(type)
    expect(parsed.network).toBe(network)
  })

  // Valid per BIP-350 but of versions no wallet may create yet: refused, not misread.
  test.each([
    'bc1pw508d6qejxtdg4y5r3zarvary0c5xw7kw508d6qejxtdg4y5r3zarvary0c5xw7kt5nd6y',
    'BC1SW50QGDZ25J',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
  ])('%s is a future witness version', (address) => {
    expect(reasonFor(address)).toBe('unsupportedWitnessVersion')
  })
})

describe('BIP-350 invalid segwit addresses', () => {
  test.each([
    ['tc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq5zuyut', 'invalidCharacters'], // unknown prefix: not segwit, and no base58
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd', 'wrongEncoding'],
    ['tb1z0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqglt7rf', 'wrongEncoding'],
    ['BC1S0XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ54WELL', 'wrongEncoding'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh', 'wrongEncoding'],
    ['tb1q0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq24jc47', 'wrongEncoding'],
    ['bc1p38j9r5y49hruaue7wxjce0updqjuyyx0kh56v8s25huc6995vvpql3jow4', 'invalidCharacters'],
    ['BC130XLXVLHEMJA6C4DQV22UAPCTQUPFHLXM9H8Z3K2E72Q4K9HCZ7VQ7ZWS8R', 'invalidWitnessVersion'],
    ['bc1pw5dgrnzv', 'invalidProgramLength'],
    [
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v8n0nx0muaewav253zgeav',
      'invalidProgramLength',
    ],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalidProgramLength'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vq47Zagq', 'mixedCase'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7v07qwwzcrf', 'invalidPadding'],
    ['tb1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vpggkg4j', 'invalidPadding'],
    ['bc1gmk9yu', 'invalidLength'],
  ] as const)('%s: %s', (address, reason) => {
    expect(reasonFor(address, networkOf(address))).toBe(reason)
  })
})

// BIP-173's invalid segwit addresses that are still invalid under BIP-350.
describe('BIP-173 invalid segwit addresses', () => {
  test.each([
    ['tc1qw508d6qejxtdg4y5r3zarvary0c5xw7kg3g4ty', 'invalidCharacters'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', 'checksum'],
    ['BC13W508D6QEJXTDG4Y5R3ZARVARY0C5XW7KN40WF2', 'invalidWitnessVersion'],
    ['bc1rw5uspcuh', 'wrongEncoding'],
    ['BC1QR508D6QEJXTDG4Y5R3ZARVARYV98GJ9P', 'invalidProgramLength'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3q0sL5k7', 'mixedCase'],
    ['bc1zw508d6qejxtdg4y5r3zarvaryvqyzf3du', 'wrongEncoding'],
    ['tb1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3pjxtptv', 'invalidPadding'],
    ['bc1gmk9yu', 'invalidLength'],
  ] as const)('%s: %s', (address, reason) => {
    expect(reasonFor(address, networkOf(address))).toBe(reason)
  })
})

describe('base58 addresses', () => {
  // From @scure/btc-signer's README (P2PKH and P2SH of the same key) and Bitcoin's genesis output.
  test.each([
    [
      '134D6gYy8DsR5m4416BnmgASuMBqKvogQh',
      'p2pkh',
      '76a914168b992bcfc44050310b3a94bd0771136d0b28d188ac',
    ],
    [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'p2pkh',
      '76a91462e907b15cbf27d5425399ebf6f0fb50ebb88f1888ac',
    ],
    [
      '3EPhLJ1FuR2noj6qrTs4YvepCvB6sbShoV',
      'p2sh',
      'a9148b530b962725af3bb7c818f197c619db3f71495087',
    ],
  ] as const)('%s is %s', (address, type, script) => {
    const parsed = parseBitcoinAddress({ address, network: bitcoinMainnet })
    expect(parsed.type).toBe(type)
    expect(hex.encode(parsed.scriptPubKey)).toBe(script)
  })

  test('testnet versions', () => {
    expect(
      parseBitcoinAddress({
        address: 'mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn',
        network: bitcoinTestnet,
      }).type,
    ).toBe('p2pkh')
    expect(
      parseBitcoinAddress({
        address: '2MvpbAgedBzJUBZWesDwdM7p3FEkBEwq3n3',
        network: bitcoinRegtest,
      }).type,
    ).toBe('p2sh')
  })

  test('a changed character breaks the checksum', () => {
    expect(reasonFor('134D6gYy8DsR5m4416BnmgASuMBqKvogQj')).toBe('checksum')
  })

  test('0, O, I and l are not base58', () => {
    expect(reasonFor('134D6gYy8DsR5m4416BnmgASuMBqKvog0h')).toBe('invalidCharacters')
  })

  test('a mainnet address on testnet, and the reverse', () => {
    expect(reasonFor('134D6gYy8DsR5m4416BnmgASuMBqKvogQh', bitcoinTestnet)).toBe('wrongNetwork')
    expect(reasonFor('2MvpbAgedBzJUBZWesDwdM7p3FEkBEwq3n3')).toBe('wrongNetwork')
  })

  test('a base58check payload of another coin or length', () => {
    // Version 0x1e (a Dogecoin-style address) and a 32-byte payload.
    expect(reasonFor('DH5yaieqoZN36fDVciNyRueRGvGLR3mr7L')).toBe('unknownVersion')
    const long = createBase58check(sha256).encode(new Uint8Array(33))
    expect(reasonFor(long)).toBe('invalidLength')
  })
})

describe('network and hostile input', () => {
  const p2tr = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'

  test('segwit prefixes of another network', () => {
    expect(reasonFor(p2tr, bitcoinTestnet)).toBe('wrongNetwork')
    expect(reasonFor(p2tr, bitcoinRegtest)).toBe('wrongNetwork')
    expect(reasonFor('tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c')).toBe(
      'wrongNetwork',
    )
  })

  test('testnet and signet share addresses', () => {
    const address = 'tb1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c'
    expect(parseBitcoinAddress({ address, network: bitcoinSignet }).network).toBe(bitcoinSignet)
  })

  test.each([
    [` ${p2tr}`, 'whitespace'],
    [`${p2tr}\n`, 'whitespace'],
    [`bc1p0xlxvlhemja6c4dqv22uapctq\u00a0upfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0`, 'whitespace'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqu\u200bpfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'invalidCharacters'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj\u043e', 'invalidCharacters'],
    [p2tr.repeat(2), 'tooLong'],
    ['x'.repeat(10_000), 'tooLong'],
    ['', 'empty'],
    [null, 'notString'],
    [42, 'notString'],
    [{ toString: () => p2tr }, 'notString'],
  ] as const)('hostile input %#: %s', (address, reason) => {
    expect(reasonFor(address)).toBe(reason)
  })

  test('isBitcoinAddress', () => {
    expect(isBitcoinAddress({ address: p2tr, network: bitcoinMainnet })).toBe(true)
    expect(isBitcoinAddress({ address: p2tr, network: bitcoinTestnet })).toBe(false)
    expect(isBitcoinAddress({ address: p2tr.toUpperCase(), network: bitcoinMainnet })).toBe(true)
    expect(isBitcoinAddress({ address: undefined, network: bitcoinMainnet })).toBe(false)
  })
})
