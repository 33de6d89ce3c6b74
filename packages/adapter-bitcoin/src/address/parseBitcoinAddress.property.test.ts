import { fc, propertyTest } from '@kit/fuzz'
import { hex } from '@scure/base'
import { address as bitcoinjsAddress, networks as bitcoinjsNetworks } from 'bitcoinjs-lib'
import { expect } from 'vitest'
import { InvalidBitcoinAddressError } from '../errors/address.js'
import {
  bitcoinMainnet,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
} from '../networks/bitcoinNetworks.js'
import { encodeAddress } from '../test/encodeAddress.js'
import { initBitcoinjs } from '../test/initBitcoinjs.js'
import { type BitcoinAddressType, parseBitcoinAddress } from './parseBitcoinAddress.js'

initBitcoinjs()

const networks = fc.constantFrom(bitcoinMainnet, bitcoinTestnet, bitcoinSignet, bitcoinRegtest)
const bitcoinjsNetwork = {
  mainnet: bitcoinjsNetworks.bitcoin,
  testnet: bitcoinjsNetworks.testnet,
  signet: bitcoinjsNetworks.testnet,
  regtest: bitcoinjsNetworks.regtest,
}

const scripts: Record<BitcoinAddressType, (hash: Uint8Array) => Uint8Array> = {
  p2pkh: (hash) => Uint8Array.of(0x76, 0xa9, 20, ...hash, 0x88, 0xac),
  p2sh: (hash) => Uint8Array.of(0xa9, 20, ...hash, 0x87),
  p2wpkh: (hash) => Uint8Array.of(0, 20, ...hash),
  p2wsh: (hash) => Uint8Array.of(0, 32, ...hash),
  p2tr: (hash) => Uint8Array.of(0x51, 32, ...hash),
}
const outputs = fc
  .constantFrom<BitcoinAddressType>('p2pkh', 'p2sh', 'p2wpkh', 'p2wsh', 'p2tr')
  .chain((type) =>
    fc
      .uint8Array({ minLength: 20, maxLength: 20 })
      .chain((short) =>
        type === 'p2wsh' || type === 'p2tr'
          ? fc.uint8Array({ minLength: 32, maxLength: 32 })
          : fc.constant(short),
      )
      .map((hash) => ({ type, hash, script: scripts[type](hash) })),
  )

function expectTypedOutcome(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidBitcoinAddressError)
  }
}

propertyTest(
  'garbage is refused with the typed error only',
  [fc.anything(), networks],
  (address, network) => {
    expectTypedOutcome(() => parseBitcoinAddress({ address, network }))
  },
)

propertyTest(
  'strings near the alphabets are refused with the typed error only',
  [
    fc.oneof(
      fc.string({ unit: 'binary', maxLength: 120 }),
      fc.stringMatching(/^(bc|tb|bcrt|BC|TB)1[02-9ac-hj-np-zAC-HJ-NP-Z]{0,90}$/),
      fc.stringMatching(/^[1-9A-HJ-NP-Za-km-z]{20,40}$/),
    ),
    networks,
  ],
  (address, network) => {
    expectTypedOutcome(() => parseBitcoinAddress({ address, network }))
  },
)

// Encoded per the BIPs, decoded by us, checked against bitcoinjs-lib.
propertyTest(
  'encode then parse round-trips every type on every network',
  [outputs, networks],
  (output, network) => {
    const address = encodeAddress(output.type, output.hash, network)
    const parsed = parseBitcoinAddress({ address, network })
    expect(parsed.type).toBe(output.type)
    expect(hex.encode(parsed.scriptPubKey)).toBe(hex.encode(output.script))
    const taprootKeyInvalid = output.type === 'p2tr' && !isOracleTaprootKey(address, network.name)
    if (!taprootKeyInvalid)
      expect(
        hex.encode(bitcoinjsAddress.toOutputScript(address, bitcoinjsNetwork[network.name])),
      ).toBe(hex.encode(output.script))
    if (output.type !== 'p2pkh' && output.type !== 'p2sh')
      expect(parseBitcoinAddress({ address: address.toUpperCase(), network }).type).toBe(
        output.type,
      )
  },
)

// bitcoinjs-lib refuses a Taproot output key that is not on the curve; we only check the script.
function isOracleTaprootKey(address: string, name: keyof typeof bitcoinjsNetwork) {
  try {
    bitcoinjsAddress.toOutputScript(address, bitcoinjsNetwork[name])
    return true
  } catch {
    return false
  }
}

const bech32Alphabet = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const base58Alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

propertyTest(
  'one changed character is caught',
  [outputs, networks, fc.nat(), fc.nat()],
  (output, network, position, replacement) => {
    const address = encodeAddress(output.type, output.hash, network)
    const segwit = output.type !== 'p2pkh' && output.type !== 'p2sh'
    const start = segwit ? network.bech32.length + 1 : 0
    const index = start + (position % (address.length - start))
    const alphabet = segwit ? bech32Alphabet : base58Alphabet
    const original = address[index] ?? ''
    const others = alphabet.replace(original, '')
    const changed =
      address.slice(0, index) + others[replacement % others.length] + address.slice(index + 1)
    expect(() => parseBitcoinAddress({ address: changed, network })).toThrow(
      InvalidBitcoinAddressError,
    )
  },
)

propertyTest(
  'a segwit address in mixed case is refused',
  [outputs.filter(({ type }) => type !== 'p2pkh' && type !== 'p2sh'), networks, fc.nat()],
  (output, network, seed) => {
    const address = encodeAddress(output.type, output.hash, network)
    const letters = [...address].flatMap((char, index) => (/[a-z]/.test(char) ? [index] : []))
    const flip = letters[seed % letters.length] ?? 0
    const mixed = address.slice(0, flip) + address[flip]?.toUpperCase() + address.slice(flip + 1)
    expect(() => parseBitcoinAddress({ address: mixed, network })).toThrow(
      expect.objectContaining({ reason: 'mixedCase' }),
    )
  },
)
