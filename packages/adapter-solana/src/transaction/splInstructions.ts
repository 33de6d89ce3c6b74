import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'

export const associatedTokenProgramId = 'ATokenGPvbdGVxr1b2hvZbsiqW5xWH25efTNsLJA8knL'

const associatedTokenProgram = new PublicKey(associatedTokenProgramId)

// web3.js types instruction data as Node's Buffer but only reads it as bytes; a plain Uint8Array
// keeps this code free of a Buffer global, which browsers lack.
const bytes = (data: ArrayLike<number>) => Uint8Array.from(data) as Buffer

/** The associated token account of `owner` for `mint` under `tokenProgram` (SPL Token or Token-2022). */
export function associatedTokenAddress({
  owner,
  mint,
  tokenProgram,
}: {
  owner: PublicKey
  mint: PublicKey
  tokenProgram: PublicKey
}): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    associatedTokenProgram,
  )[0]
}

/**
 * Associated Token Account program `CreateIdempotent` (instruction 1): creates `owner`'s account
 * for `mint`, paid by `payer`, and does nothing when it exists.
 */
export function createAssociatedTokenAccountIdempotentInstruction({
  payer,
  owner,
  mint,
  tokenProgram,
}: {
  payer: PublicKey
  owner: PublicKey
  mint: PublicKey
  tokenProgram: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgram,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      {
        pubkey: associatedTokenAddress({ owner, mint, tokenProgram }),
        isSigner: false,
        isWritable: true,
      },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: bytes([1]),
  })
}

/**
 * Token program `TransferChecked` (instruction 12): `amount` base units from `source` to
 * `destination`, signed by `owner`, refused by the program unless `decimals` match the mint's.
 */
export function transferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
  tokenProgram,
}: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
  tokenProgram: PublicKey
}): TransactionInstruction {
  const data = new Uint8Array(10)
  data[0] = 12
  new DataView(data.buffer).setBigUint64(1, amount, true)
  data[9] = decimals
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: bytes(data),
  })
}
