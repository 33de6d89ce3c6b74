import { bitcoinMainnet, bitcoinRegtest } from '@kit/adapter-bitcoin/utils'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { p2pkh, p2tr, p2wpkh, WIF } from '@scure/btc-signer/payment.js'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { Signer } from 'bip322-js'
import { describe, expect, test } from 'vitest'
import { buildSiwxMessage } from '../message/buildSiwxMessage.js'
import { bip122Fields } from '../test/fixtures.js'
import { createBip122Verifier } from './createBip122Verifier.js'

// Keys made here; bip322-js (an independent implementation) signs, as adapter-bitcoin's tests do.
const privateKey = secp256k1.utils.randomSecretKey()
const wif = WIF(bitcoinMainnet).encode(privateKey)
const addresses = {
  p2wpkh: p2wpkh(pubECDSA(privateKey), bitcoinMainnet).address as string,
  p2tr: p2tr(pubSchnorr(privateKey), undefined, bitcoinMainnet).address as string,
  p2pkh: p2pkh(pubECDSA(privateKey), bitcoinMainnet).address as string,
}

describe('createBip122Verifier', () => {
  const verifier = createBip122Verifier()

  test.each(Object.entries(addresses))(
    'accepts a bip322-js signature for %s',
    async (_, address) => {
      const fields = { ...bip122Fields, address }
      const message = buildSiwxMessage(fields)
      const signature = Signer.sign(wif, address, message) as string
      expect(verifier.namespace).toBe('bip122')
      await expect(verifier.verify({ message, fields, signature })).resolves.toBe(true)
      await expect(
        verifier.verify({ message: message.replace('Nonce: ', 'Nonce: x'), fields, signature }),
      ).resolves.toBe(false)
    },
  )

  test('refuses another key and malformed signatures', async () => {
    const otherKey = secp256k1.utils.randomSecretKey()
    const otherAddress = p2wpkh(pubECDSA(otherKey), bitcoinMainnet).address as string
    const fields = { ...bip122Fields, address: addresses.p2wpkh }
    const message = buildSiwxMessage(fields)
    // A valid signature of the same message, by another key (for its own address).
    const signature = Signer.sign(
      WIF(bitcoinMainnet).encode(otherKey),
      otherAddress,
      message,
    ) as string
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(false)
    for (const bad of ['', 'AAAA', '!!!', 'smp']) {
      await expect(verifier.verify({ message, fields, signature: bad })).resolves.toBe(false)
    }
  })

  test("an address of another network than the message's chain gives false", async () => {
    const fields = {
      ...bip122Fields,
      address: addresses.p2wpkh,
      chainId: bitcoinRegtest.caipNetworkId.slice('bip122:'.length),
    }
    const message = buildSiwxMessage(fields)
    const signature = Signer.sign(wif, addresses.p2wpkh, message) as string
    await expect(verifier.verify({ message, fields, signature })).resolves.toBe(false)
  })

  test('an address that is not one gives false', async () => {
    const fields = { ...bip122Fields, address: 'bc1qnotanaddressatall' }
    const message = buildSiwxMessage(fields)
    await expect(verifier.verify({ message, fields, signature: 'AAAA' })).resolves.toBe(false)
  })
})
