import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Keypair,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { placeSignature } from './placeSignature.js'
import { readFirstSignature } from './readFirstSignature.js'

const payer = Keypair.generate()
const blockhash = Keypair.generate().publicKey.toBase58()
const instruction = SystemProgram.transfer({
  fromPubkey: payer.publicKey,
  toPubkey: Keypair.generate().publicKey,
  lamports: 5,
})

describe('placeSignature and readFirstSignature', () => {
  it('put a signature in its signer’s slot of a legacy transaction', () => {
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash,
      lastValidBlockHeight: 1,
    }).add(instruction)
    const wire = new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
    expect(readFirstSignature(wire)).toBeUndefined()
    const signature = ed25519.sign(transaction.serializeMessage(), payer.secretKey.slice(0, 32))
    const signed = placeSignature(wire, payer.publicKey.toBytes(), signature) as Uint8Array
    expect(Transaction.from(signed).verifySignatures()).toBe(true)
    expect(readFirstSignature(signed)).toEqual(signature)
  })

  it('put a signature in a versioned transaction', () => {
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [instruction],
    }).compileToV0Message()
    const wire = new VersionedTransaction(message).serialize()
    const signature = ed25519.sign(message.serialize(), payer.secretKey.slice(0, 32))
    const signed = placeSignature(wire, payer.publicKey.toBytes(), signature) as Uint8Array
    expect(VersionedTransaction.deserialize(signed).signatures[0]).toEqual(signature)
  })

  it('refuse a key that does not sign, and malformed bytes', () => {
    const transaction = new Transaction({
      feePayer: payer.publicKey,
      blockhash,
      lastValidBlockHeight: 1,
    }).add(instruction)
    const wire = new Uint8Array(transaction.serialize({ requireAllSignatures: false }))
    const other = Keypair.generate().publicKey.toBytes()
    expect(placeSignature(wire, other, new Uint8Array(64))).toBeUndefined()
    expect(placeSignature(new Uint8Array([1, 2]), other, new Uint8Array(64))).toBeUndefined()
    expect(placeSignature(wire, payer.publicKey.toBytes(), new Uint8Array(63))).toBeUndefined()
    expect(readFirstSignature(new Uint8Array([1, 2, 3]))).toBeUndefined()
  })
})
