import { fc, propertyTest } from '@kit/fuzz'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect } from 'vitest'
import { InvalidProviderParamsError } from '../../errors/provider.js'
import { parseSolanaTransaction } from './parseSolanaTransaction.js'

const blockhash = new PublicKey(new Uint8Array(32).fill(7)).toBase58()
const payer = Keypair.fromSeed(new Uint8Array(32).fill(1)).publicKey
const recipient = Keypair.fromSeed(new Uint8Array(32).fill(2)).publicKey

/** web3.js-built transfers, legacy or v0, with 1 to 3 instructions. */
const transaction = fc
  .record({
    v0: fc.boolean(),
    lamports: fc.array(fc.bigInt({ min: 0n, max: 2n ** 64n - 1n }), { minLength: 1, maxLength: 3 }),
  })
  .map(({ v0, lamports }) => {
    const instructions = lamports.map((amount) =>
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: recipient, lamports: amount }),
    )
    const bytes = v0
      ? new VersionedTransaction(
          new TransactionMessage({
            payerKey: payer,
            recentBlockhash: blockhash,
            instructions,
          }).compileToV0Message(),
        ).serialize()
      : new Transaction({ feePayer: payer, recentBlockhash: blockhash })
          .add(...instructions)
          .serialize({ requireAllSignatures: false, verifySignatures: false })
    return { v0, count: lamports.length, bytes: Uint8Array.from(bytes) }
  })

propertyTest(
  'parseSolanaTransaction reads what web3.js writes: version, keys, blockhash, instructions',
  [transaction],
  ({ v0, count, bytes }) => {
    const parsed = parseSolanaTransaction(bytes)
    expect(parsed.version).toBe(v0 ? 0 : 'legacy')
    expect(parsed.accountKeys[0]).toBe(payer.toBase58())
    expect(parsed.recentBlockhash).toBe(blockhash)
    expect(parsed.instructions).toHaveLength(count)
    const message = VersionedTransaction.deserialize(bytes).message.serialize()
    expect(bytes.subarray(parsed.messageOffset)).toEqual(Uint8Array.from(message))
  },
)

propertyTest(
  'parseSolanaTransaction parses or throws -32602 for any bytes, cut or extended transactions',
  [
    fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc
        .tuple(transaction, fc.nat(), fc.uint8Array({ maxLength: 4 }))
        .map(([{ bytes }, cut, extra]) =>
          Uint8Array.from([...bytes.subarray(0, cut % bytes.length), ...extra]),
        ),
    ),
  ],
  (bytes) => {
    try {
      const parsed = parseSolanaTransaction(bytes)
      expect(parsed.messageOffset).toBeLessThanOrEqual(bytes.length)
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidProviderParamsError)
      expect((error as InvalidProviderParamsError).code).toBe(-32602)
    }
  },
)
