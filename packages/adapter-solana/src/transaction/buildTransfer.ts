import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import type { LatestBlockhash } from '../rpc/parseLatestBlockhash.js'
import type { MintAccount } from '../rpc/parseMintAccount.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotentInstruction,
  transferCheckedInstruction,
} from './splInstructions.js'

export type BuildTransferParameters = {
  from: string
  to: string
  /** Lamports, or base units of `token`. */
  value: bigint
  /** An SPL mint and what its account says. */
  token?: ({ mint: string } & MintAccount) | undefined
  blockhash: LatestBlockhash
}

const maxU64 = 2n ** 64n - 1n

/**
 * The unsigned wire transaction of a transfer, paid by `from`: a system transfer of SOL, or for a
 * token the recipient's associated token account created idempotently and `TransferChecked`
 * between the two associated accounts.
 */
export function buildTransfer({
  from,
  to,
  value,
  token,
  blockhash,
}: BuildTransferParameters): Uint8Array {
  if (value > maxU64) throw new RangeError('The amount does not fit in 64 bits')
  const payer = new PublicKey(from)
  const receiver = new PublicKey(to)
  let instructions: TransactionInstruction[]
  if (!token) {
    instructions = [
      SystemProgram.transfer({ fromPubkey: payer, toPubkey: receiver, lamports: value }),
    ]
  } else {
    const mint = new PublicKey(token.mint)
    const tokenProgram = new PublicKey(token.tokenProgram)
    instructions = [
      createAssociatedTokenAccountIdempotentInstruction({
        payer,
        owner: receiver,
        mint,
        tokenProgram,
      }),
      transferCheckedInstruction({
        source: associatedTokenAddress({ owner: payer, mint, tokenProgram }),
        mint,
        destination: associatedTokenAddress({ owner: receiver, mint, tokenProgram }),
        owner: payer,
        amount: value,
        decimals: token.decimals,
        tokenProgram,
      }),
    ]
  }
  const transaction = new Transaction({
    feePayer: payer,
    blockhash: blockhash.blockhash,
    lastValidBlockHeight: Number(blockhash.lastValidBlockHeight),
  }).add(...instructions)
  return new Uint8Array(
    transaction.serialize({ requireAllSignatures: false, verifySignatures: false }),
  )
}
