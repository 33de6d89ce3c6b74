import { base64 } from '@scure/base'
import { Transaction } from '@scure/btc-signer/transaction.js'
import { InvalidSignedPsbtError } from '../errors/wallet.js'
import type { BitcoinSession } from '../types/adapterState.js'
import type { SignPsbtInput } from '../types/walletClient.js'

export type SignAndFinalizeParameters = { psbt: Uint8Array; signInputs: readonly SignPsbtInput[] }

/**
 * Has the wallet sign the PSBT, checks that it signed that very transaction (same inputs,
 * outputs and amounts: a wallet cannot swap the recipient) and finalizes every input.
 */
export async function signAndFinalize(
  session: BitcoinSession,
  { psbt, signInputs }: SignAndFinalizeParameters,
): Promise<Transaction> {
  const signed = await session.client.signPsbt({
    psbt: base64.encode(psbt),
    signInputs,
    caipNetworkId: session.network.caipNetworkId,
  })
  const transaction = readPsbt(signed)
  const unsigned = Transaction.fromPSBT(psbt).unsignedTx
  if (!sameBytes(transaction.unsignedTx, unsigned))
    throw new InvalidSignedPsbtError('The wallet signed another transaction than the one built')
  try {
    transaction.finalize()
  } catch (error) {
    if (!transaction.isFinal)
      throw new InvalidSignedPsbtError('An input is not signed', {
        cause: error instanceof Error ? error : undefined,
      })
  }
  return transaction
}

/** A PSBT from the wallet (base64), or `InvalidSignedPsbtError`. */
export function readPsbt(value: unknown): Transaction {
  try {
    if (typeof value !== 'string') throw new Error('not a string')
    return Transaction.fromPSBT(base64.decode(value))
  } catch (error) {
    throw new InvalidSignedPsbtError('The wallet answered no PSBT', {
      cause: error instanceof Error ? error : undefined,
    })
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}
