import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { pubECDSA, pubSchnorr } from '@scure/btc-signer/utils.js'
import { describe, expect, test } from 'vitest'
import { bitcoinDevAccounts, bitcoinMinerAddress } from './bitcoinDevAccounts.js'
import { bitcoinRegtest } from './bitcoinRegtest.js'

describe('bitcoinDevAccounts', () => {
  test('each key is the SHA-256 of its seed and its addresses derive from it', () => {
    bitcoinDevAccounts.forEach((account, index) => {
      const privateKey = sha256(utf8ToBytes(`kit-devnet bitcoin dev account ${index}`))
      expect(account.privateKey).toBe(bytesToHex(privateKey))
      expect(account.publicKey).toBe(bytesToHex(pubECDSA(privateKey)))
      expect(account.ordinalsPublicKey).toBe(bytesToHex(pubSchnorr(privateKey)))
      expect(account.paymentAddress).toBe(
        p2wpkh(pubECDSA(privateKey), bitcoinRegtest.network).address,
      )
      expect(account.ordinalsAddress).toBe(
        p2tr(pubSchnorr(privateKey), undefined, bitcoinRegtest.network).address,
      )
      expect(account.paymentAddress).toMatch(/^bcrt1q/)
      expect(account.ordinalsAddress).toMatch(/^bcrt1p/)
    })
  })

  test('the miner key is not a dev account', () => {
    const miner = sha256(utf8ToBytes('kit-devnet bitcoin miner'))
    expect(bitcoinMinerAddress).toBe(p2wpkh(pubECDSA(miner), bitcoinRegtest.network).address)
    expect(bitcoinDevAccounts.map((account) => account.paymentAddress)).not.toContain(
      bitcoinMinerAddress,
    )
  })

  test('the CAIP-2 id is bip122: and the first 32 characters of the genesis hash', () => {
    expect(bitcoinRegtest.caipNetworkId).toBe(`bip122:${bitcoinRegtest.genesisHash.slice(0, 32)}`)
  })
})
