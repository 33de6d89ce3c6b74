import { fc, propertyTest } from '@kit/fuzz'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { base64 } from '@scure/base'
import { p2pkh, p2sh, p2tr, p2wpkh, WIF } from '@scure/btc-signer/payment.js'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { Signer, Verifier } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { InvalidBitcoinAddressError } from '../errors/address.js'
import { bitcoinMainnet, bitcoinTestnet } from '../networks/bitcoinNetworks.js'
import { bitcoinMessageHash } from './bitcoinMessageHash.js'
import { createBip322ToSign, getBip322ToSpendId } from './createBip322ToSign.js'
import { verifyBitcoinMessage } from './verifyBitcoinMessage.js'

// BIP-322's basic-test-vectors.json (bitcoin/bips, bip-0322/).
const vectorAddress = 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l'
describe('BIP-322 transaction hashes', () => {
  test.each([
    [
      '',
      'c5680aa69bb8d860bf82d4e9cd3504b55dde018de765a91bb566283c545a99a7',
      '1e9654e951a5ba44c8604c4de6c67fd78a27e81dcadcfe1edf638ba3aaebaed6',
    ],
    [
      'Hello World',
      'b79d196740ad5217771c1098fc4a4b51e0535c32236c71f1ea4d61a2d603352b',
      '88737ae86f2077145f93cc4b153ae9a1cb8d56afa511988c149c5c8c9d93bddf',
    ],
    [
      'UTF-8 support: öäüéàè 测试文本 \uD83D\uDE04',
      'c8f4f525fe8afb1bc09b44175bd2096f079c98425e8a1be676b712add1fb62f0',
      '8f488e06b89eafd019ec528109eafaf7f1d1811fd617aa1eeb9658f1c1be6586',
    ],
  ])('%j', (message, toSpend, toSign) => {
    const { scriptPubKey } = parseBitcoinAddress({
      address: vectorAddress,
      network: bitcoinMainnet,
    })
    expect(getBip322ToSpendId(utf8ToBytes(message), scriptPubKey)).toBe(toSpend)
    expect(createBip322ToSign(utf8ToBytes(message), scriptPubKey).id).toBe(toSign)
  })
})

describe('BIP-322 simple signatures', () => {
  test.each([
    [
      vectorAddress,
      '',
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      vectorAddress,
      '',
      'smpAkgwRQIhAPkJ1Q4oYS0htvyuSFHLxRQpFAY56b70UvE7Dxazen0ZAiAtZfFz1S6T6I23MWI2lK/pcNTWncuyL8UL+oMdydVgzAEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
    [
      vectorAddress,
      'Hello World',
      'smpAkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      vectorAddress,
      'Hello World',
      'smpAkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    ],
    // Unprefixed: the fallback BIP-322 allows verifiers.
    [
      vectorAddress,
      'Hello World',
      'AkcwRAIgZRfIY3p7/DoVTty6YZbWS71bc5Vct9p9Fia83eRmw2QCICK/ENGfwLtptFluMGs2KsqoNSk89pO7F29zJLUx9a/sASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'bc1pss0zhytly75awhm6x2hhvd5lnzv3vssgrf9axfheq8ldyzn88ges79fler',
      'No prefix fallback',
      'AUCJYOwOjxYAvatTAGYaVlNXBVyFuc4MwNQkOuK2tl8xhfKDONd0NjfYyNSYcRqeCp8hsAnCEPHAVEkO9h6vbQ/R',
    ],
    // generated-test-vectors.json
    [
      'bc1qqthe0hz8klx90e7stf6shclhsvqd5ly96pn53v',
      '2V6TUTMSH4VQ3Z7WZWKYD7DFNH',
      'smpAkgwRQIhALC6hdfxNy1n45d7UXSskRBdfZW0Al259E1kDMpipdYkAiAJPfZqb+WurZuf1apU5xeE6Igui9dvt5tihQLDvxlY1AEhAqbnruyo677ktQjio7XOchO3w51Dh9AbRVngha5jtNfT',
    ],
    [
      'bc1pcquvhrqv0q68t4m0hfq6tpn006qrskyc7yrqnp2uyrf2emg3wynsdjyk38',
      'PURVOQ544B6HUATVBJZN5EZJUU',
      'smpAUB6B2Rbupzua8LTQIF06516wzl+cwKy1be8RgoiW0riyXdKwe6GTz/5Hnb37m67pJwIKCh+D5jDueG6KpvYpmu8',
    ],
  ])('%s signed %j', (address, message, signature) => {
    expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
    expect(verifyBitcoinMessage({ address, message: `${message}.`, signature })).toBe(false)
  })

  test.each([
    ['invalid base64', '', vectorAddress, 'not-valid-base64!!!'],
    ['empty signature', '', vectorAddress, ''],
    [
      'wrong message',
      'Wrong message that was not signed',
      vectorAddress,
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    [
      'wrong address',
      '',
      'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
      'smpAkcwRAIgM2gBAQqvZX15ZiysmKmQpDrG83avLIT492QBzLnQIxYCIBaTpOaD20qRlEylyxFSeEA2ba9YOixpX8z46TSDtS40ASECx/EgAxlkQpQ9hYjgGu6EBCPMVPwVIVJqO4XCsMvViHI=',
    ],
    ['empty witness stack', '', vectorAddress, 'smpAA=='],
    ['invalid prefix', '', vectorAddress, 'fooAA=='],
    [
      'full variant',
      'incorrect prefix',
      'bc1pyrgrm6cu6n54jrvkdjd9rvyd3xfyu84s2623awu2srn6mxhscwpsm5644w',
      'fulAUDZwFXUp+adN+/UZj5dVrGAbB3zKs1Vcalz5fCF9srxS63eSWNGvH1NYbrBkPt1BJDUyWUz9zgUxfc63/QheT6M',
    ],
    // A valid P2WSH multisig signature: P2WSH is not one of the types Kit verifies.
    [
      'p2wsh',
      'This will be a p2wsh 3-of-3 multisig BIP 322 signed message',
      'bc1qp0ahvfh83088w49k405szqgg4f3pptr7p2g06tdxfjcd40z4lh4q95lsz9',
      'smpBQBHMEQCIFX9aaqPJWq2Ff2kpen5bFDTid+ehgUOpHV0LfjncXy4AiA3GNicF7aKPzdpa9PCpmaYQs3pHd+qbvvhXdxOCKCAMAFIMEUCIQD/ELXg6CNYyUQijCg96JtgvgjZb9dsl1Ctof4QAeyTcQIgVM/1AAblFl/DCt6A1gJg+T/i2qU5SQD09+chFJzolRwBSDBFAiEAlqRfSFyWNVQhvaCnmeV5tyneiCWMTcFbuujoD/pFa3wCIGnZjfQb8NolSYq9asV+ZeBSkCGHJcqnaV4JYS5MYPEGAWlTIQJ1aLEfEi/4p7wcV+XHZCBVvGGJZ7L3v+jhH+mZA8lN0yECCovfec+kIdllXpKCgA8RX/HZ2x5yHOtCSKP8/sf6pnwhAwxSng6kCgCXXSAmJOOZFdr3vdK3HzGqCFloOHgc5fM6U64=',
    ],
  ])('%s is refused', (_, message, address, signature) => {
    expect(verifyBitcoinMessage({ address, message, signature })).toBe(false)
  })
})

// A fixed test key and its addresses; bip322-js signs and verifies as the oracle.
const privateKey = new Uint8Array(32).fill(7)
const wif = WIF(bitcoinMainnet).encode(privateKey)
const compressed = pubECDSA(privateKey)
const addresses = {
  p2pkh: p2pkh(compressed).address as string,
  p2pkhUncompressed: p2pkh(pubECDSA(privateKey, false)).address as string,
  p2shP2wpkh: p2sh(p2wpkh(compressed)).address as string,
  p2wpkh: p2wpkh(compressed).address as string,
  p2tr: p2tr(pubSchnorr(privateKey)).address as string,
}
const messages = [
  '',
  'Hello World',
  'Sign in to example.com\nNonce: 1234',
  '测试 \u{1F600}',
  'x'.repeat(300),
]

/** A legacy signature with the given header base (27, 31, 35 or 39), as wallets make them. */
function signLegacy(message: string, headerBase: number) {
  const signature = secp256k1.sign(bitcoinMessageHash(utf8ToBytes(message)), privateKey, {
    prehash: false,
    format: 'recovered',
  })
  return base64.encode(Uint8Array.of(headerBase + (signature[0] ?? 0), ...signature.subarray(1)))
}

describe('against bip322-js', () => {
  test.each(messages)(
    'bip322-js signs message %# for P2WPKH, P2TR and P2PKH; we verify',
    (message) => {
      for (const address of [addresses.p2wpkh, addresses.p2tr, addresses.p2pkh]) {
        const signature = Signer.sign(wif, address, message)
        expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
        expect(verifyBitcoinMessage({ address, message: `${message} `, signature })).toBe(false)
        // A legacy header 31-34 signature proves the compressed key, which also owns its segwit
        // addresses (Electrum's convention); every other address is refused.
        const sameKey = address === addresses.p2pkh ? [addresses.p2wpkh, addresses.p2shP2wpkh] : []
        for (const other of Object.values(addresses).filter((candidate) => candidate !== address))
          expect(verifyBitcoinMessage({ address: other, message, signature })).toBe(
            sameKey.includes(other),
          )
      }
    },
  )

  test.each([
    ['p2pkhUncompressed', 27],
    ['p2pkh', 31],
    ['p2wpkh', 31],
    ['p2shP2wpkh', 31],
    ['p2shP2wpkh', 35],
    ['p2wpkh', 39],
  ] as const)(
    'a legacy signature for %s with header %d verifies here and in bip322-js',
    (type, header) => {
      for (const message of messages) {
        const signature = signLegacy(message, header)
        const address = addresses[type]
        expect(Verifier.verifySignature(address, message, signature)).toBe(true)
        expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
        expect(verifyBitcoinMessage({ address, message: `${message}!`, signature })).toBe(false)
      }
    },
  )

  test('a header for another address type is refused', () => {
    expect(
      verifyBitcoinMessage({
        address: addresses.p2wpkh,
        message: 'a',
        signature: signLegacy('a', 35),
      }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: addresses.p2pkh,
        message: 'a',
        signature: signLegacy('a', 39),
      }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: addresses.p2pkh,
        message: 'a',
        signature: signLegacy('a', 27),
      }),
    ).toBe(false)
    expect(
      verifyBitcoinMessage({
        address: addresses.p2tr,
        message: 'a',
        signature: signLegacy('a', 31),
      }),
    ).toBe(false)
  })

  test('every flipped bit of a signature is refused', () => {
    for (const address of [addresses.p2wpkh, addresses.p2tr]) {
      const signature = base64.decode(Signer.sign(wif, address, 'flip'))
      for (let index = 0; index < signature.length; index += 3) {
        const tampered = signature.slice()
        tampered[index] = (tampered[index] ?? 0) ^ 0x10
        expect(
          verifyBitcoinMessage({ address, message: 'flip', signature: base64.encode(tampered) }),
        ).toBe(false)
      }
    }
  })

  test('bytes and text of the same message agree', () => {
    const signature = Signer.sign(wif, addresses.p2tr, 'bytes')
    expect(
      verifyBitcoinMessage({ address: addresses.p2tr, message: utf8ToBytes('bytes'), signature }),
    ).toBe(true)
  })

  test('the network is found from the address or taken as given', () => {
    const testnetAddress = p2wpkh(compressed, bitcoinTestnet).address as string
    const signature = Signer.sign(WIF(bitcoinTestnet).encode(privateKey), testnetAddress, 'tb')
    expect(verifyBitcoinMessage({ address: testnetAddress, message: 'tb', signature })).toBe(true)
    expect(() =>
      verifyBitcoinMessage({
        address: testnetAddress,
        message: 'tb',
        signature,
        network: bitcoinMainnet,
      }),
    ).toThrow(InvalidBitcoinAddressError)
    expect(() => verifyBitcoinMessage({ address: 'bc1qnope', message: '', signature })).toThrow(
      InvalidBitcoinAddressError,
    )
  })

  test('a high-S P2WPKH signature is refused, as by policy', () => {
    const signature = base64.decode(Signer.sign(wif, addresses.p2wpkh, 'malleable'))
    // Witness: count, DER length, DER (… S), sighash, key length, key. Replace S with n - S.
    const derLength = signature[1] ?? 0
    const der = signature.subarray(2, 2 + derLength - 1)
    const parsed = secp256k1.Signature.fromBytes(der, 'der')
    const rebuild = (s: bigint) => {
      const der = new secp256k1.Signature(parsed.r, s).toBytes('der')
      return base64.encode(
        Uint8Array.of(2, der.length + 1, ...der, 1, ...signature.subarray(2 + derLength)),
      )
    }
    expect(rebuild(parsed.s)).toBe(base64.encode(signature))
    const highS = rebuild(secp256k1.Point.CURVE().n - parsed.s)
    expect(
      verifyBitcoinMessage({ address: addresses.p2wpkh, message: 'malleable', signature: highS }),
    ).toBe(false)
  })
})

propertyTest(
  'random signatures are refused without throwing',
  [
    fc.oneof(
      fc.string(),
      fc.uint8Array({ maxLength: 120 }).map((bytes) => base64.encode(bytes)),
      fc.uint8Array({ maxLength: 120 }).map((bytes) => `smp${base64.encode(bytes)}`),
    ),
    fc.constantFrom(...Object.values(addresses)),
  ],
  (signature, address) => {
    expect(verifyBitcoinMessage({ address, message: 'm', signature })).toBe(false)
  },
)

propertyTest(
  'bip322-js signatures of any message verify',
  [fc.string({ maxLength: 64 }), fc.constantFrom(addresses.p2wpkh, addresses.p2tr)],
  (message, address) => {
    const signature = Signer.sign(wif, address, message)
    expect(verifyBitcoinMessage({ address, message, signature })).toBe(true)
  },
  { timeout: 60_000 },
)
