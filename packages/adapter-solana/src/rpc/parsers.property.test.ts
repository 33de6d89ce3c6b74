import { BaseError } from '@kit/core/modules/errors/BaseError'
import { fc, propertyTest } from '@kit/fuzz'
import { Keypair } from '@solana/web3.js'
import { expect } from 'vitest'
import { encodeBase64 } from '../utils/base64.js'
import { formatUnits } from '../utils/formatUnits.js'
import { parseBalance } from './parseBalance.js'
import { parseLatestBlockhash } from './parseLatestBlockhash.js'
import { parseMintAccount } from './parseMintAccount.js'
import { parseSignatureStatus } from './parseSignatureStatus.js'
import { parseTokenAccounts } from './parseTokenAccounts.js'
import { readRpcAnswer } from './rpcRequest.js'

const owner = Keypair.generate().publicKey.toBase58()
const mint = Keypair.generate().publicKey.toBase58()
const u64 = fc.bigInt({ min: 0n, max: 2n ** 64n - 1n })

/** Runs a parser; anything it throws must be one of the package's typed errors. */
function typedOrValue(run: () => unknown) {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(BaseError)
  }
}

const parsers = [
  parseBalance,
  parseLatestBlockhash,
  parseSignatureStatus,
  parseMintAccount,
  (value: unknown) => parseTokenAccounts(value, { owner, mint }),
]

/** Answers shaped like the real ones, with any value in their fields. */
const answerLike = fc.oneof(
  fc.anything(),
  fc.record({ context: fc.record({ slot: fc.nat() }), value: fc.anything() }),
  fc.record({
    context: fc.constant({ slot: 1 }),
    value: fc.array(
      fc.record({
        account: fc.record({ data: fc.record({ parsed: fc.record({ info: fc.anything() }) }) }),
      }),
    ),
  }),
)

propertyTest('RPC answer parsers throw only typed errors', [answerLike], (value) => {
  for (const parse of parsers) typedOrValue(() => parse(value))
})

propertyTest(
  'readRpcAnswer throws only typed errors on any text',
  [fc.oneof(fc.string(), fc.json())],
  (text) => {
    typedOrValue(() => readRpcAnswer(text))
  },
)

propertyTest(
  'parseTokenAccounts sums any u64 amounts exactly, and the formatted balance reads back',
  [fc.array(u64, { maxLength: 8 }), fc.integer({ min: 0, max: 18 })],
  (amounts, decimals) => {
    const value = amounts.map((amount) => ({
      pubkey: Keypair.generate().publicKey.toBase58(),
      account: {
        data: {
          program: 'spl-token',
          parsed: {
            type: 'account',
            info: { mint, owner, tokenAmount: { amount: amount.toString(), decimals } },
          },
        },
      },
    }))
    const total = amounts.reduce((sum, amount) => sum + amount, 0n)
    const parsed = parseTokenAccounts({ context: { slot: 1 }, value }, { owner, mint })
    expect(parsed.amount).toBe(total)
    const text = formatUnits(parsed.amount, decimals)
    const [whole = '', fraction = ''] = text.split('.')
    expect(BigInt(whole + fraction.padEnd(decimals, '0'))).toBe(total)
    expect(fraction.endsWith('0')).toBe(false)
  },
)

propertyTest(
  'parseBalance reads lamports exactly, from a number or a lossless bigint',
  [u64],
  (lamports) => {
    const value = lamports <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(lamports) : lamports
    expect(parseBalance({ context: { slot: 1 }, value })).toBe(lamports)
  },
)

propertyTest(
  'parseMintAccount reads the decimals byte of an initialized mint',
  [fc.integer({ min: 0, max: 255 })],
  (decimals) => {
    const data = new Uint8Array(82)
    data[44] = decimals
    data[45] = 1
    expect(
      parseMintAccount({
        context: { slot: 1 },
        value: {
          owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
          data: [encodeBase64(data), 'base64'],
        },
      }),
    ).toEqual({ decimals, tokenProgram: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' })
  },
)
