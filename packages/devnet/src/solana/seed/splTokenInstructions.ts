import { PublicKey, SystemProgram, TransactionInstruction } from '@solana/web3.js'
import { associatedTokenProgramId, tokenProgramId } from '../solanaProgramIds.js'

const tokenProgram = new PublicKey(tokenProgramId)
const associatedTokenProgram = new PublicKey(associatedTokenProgramId)

function u64(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value, true)
  return bytes
}

/** The associated token account of `owner` for `mint` (SPL Token program). */
export function associatedTokenAddress(owner: PublicKey, mint: PublicKey): PublicKey {
  return PublicKey.findProgramAddressSync(
    [owner.toBuffer(), tokenProgram.toBuffer(), mint.toBuffer()],
    associatedTokenProgram,
  )[0]
}

/** SPL Token `InitializeMint2` (no freeze authority); the mint account must exist, 82 bytes. */
export function initializeMint2Instruction({
  mint,
  decimals,
  mintAuthority,
}: {
  mint: PublicKey
  decimals: number
  mintAuthority: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [{ pubkey: mint, isSigner: false, isWritable: true }],
    data: Buffer.from([20, decimals, ...mintAuthority.toBytes(), 0]),
  })
}

/** Associated Token Account program `CreateIdempotent`: creates `owner`'s account for `mint`. */
export function createAssociatedTokenAccountInstruction({
  payer,
  owner,
  mint,
}: {
  payer: PublicKey
  owner: PublicKey
  mint: PublicKey
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: associatedTokenProgram,
    keys: [
      { pubkey: payer, isSigner: true, isWritable: true },
      { pubkey: associatedTokenAddress(owner, mint), isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: false, isWritable: false },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: SystemProgram.programId, isSigner: false, isWritable: false },
      { pubkey: tokenProgram, isSigner: false, isWritable: false },
    ],
    data: Buffer.from([1]),
  })
}

/** SPL Token `MintTo`: `amount` base units to the token account `destination`. */
export function mintToInstruction({
  mint,
  destination,
  authority,
  amount,
}: {
  mint: PublicKey
  destination: PublicKey
  authority: PublicKey
  amount: bigint
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: mint, isSigner: false, isWritable: true },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: authority, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([7, ...u64(amount)]),
  })
}

/** SPL Token `TransferChecked` between two token accounts of `mint`, signed by `owner`. */
export function transferCheckedInstruction({
  source,
  mint,
  destination,
  owner,
  amount,
  decimals,
}: {
  source: PublicKey
  mint: PublicKey
  destination: PublicKey
  owner: PublicKey
  amount: bigint
  decimals: number
}): TransactionInstruction {
  return new TransactionInstruction({
    programId: tokenProgram,
    keys: [
      { pubkey: source, isSigner: false, isWritable: true },
      { pubkey: mint, isSigner: false, isWritable: false },
      { pubkey: destination, isSigner: false, isWritable: true },
      { pubkey: owner, isSigner: true, isWritable: false },
    ],
    data: Buffer.from([12, ...u64(amount), decimals]),
  })
}
