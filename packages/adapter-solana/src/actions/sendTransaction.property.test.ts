import { solana } from '@kit/core/modules/networks/solanaNetworks'
import { fc, propertyTest } from '@kit/fuzz'
import { PublicKey } from '@solana/web3.js'
import { expect } from 'vitest'
import { createSolanaAdapter } from '../createSolanaAdapter.js'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/transaction.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'

const adapter = createSolanaAdapter()
const from = '9C6hybhQ6Aycep9jaUnP6uL9ZYvDjUp1aSkFWPUFJtpj'
const base58Char = fc.constantFrom(
  ...'123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz0OIl',
)

const receiver = fc.oneof(
  fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => new PublicKey(bytes).toBase58()),
  fc.string({ unit: base58Char, minLength: 30, maxLength: 46 }),
  fc.string(),
)
const amount = fc.oneof(
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }),
  fc.constantFrom(0n, 1n, -1n),
)

propertyTest(
  'a send with a bad amount or receiver is refused with the SPEC text before anything else',
  [receiver, amount],
  async (to, value) => {
    const valid = value > 0n && value < 2n ** 64n && isSolanaAddress(to)
    const error = await adapter
      .sendTransaction({ connectorId: 'none', network: solana, from, to, value })
      .catch((e: unknown) => e)
    if (valid) {
      // Nothing is connected here: a valid send gets as far as looking for the wallet.
      expect(error).toBeInstanceOf(SendTransactionFailedError)
    } else {
      expect(error).toBeInstanceOf(InvalidSendParametersError)
      expect((error as InvalidSendParametersError).shortMessage).toBe(
        'Please enter a valid amount and receiver address',
      )
    }
  },
)
