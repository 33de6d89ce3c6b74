import { address, lamports } from '@solana/kit'
import {
  Keypair,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { SolanaSeedError } from '../../errors/solana.js'
import {
  solanaDevAccounts,
  solanaDevLamports,
  solanaDevToken,
  solanaDevTokenAmount,
} from '../solanaDevAccounts.js'
import {
  seedBytes,
  solanaDevMintSeed,
  solanaDevSeeds,
  solanaFaucetSeed,
} from '../solanaDevSeeds.js'
import { systemProgramId, tokenProgramId } from '../solanaProgramIds.js'
import type { SolanaLedger } from '../svm/createSolanaLedger.js'
import {
  createAssociatedTokenAccountInstruction,
  initializeMint2Instruction,
  mintToInstruction,
} from './splTokenInstructions.js'

/** SOL the faucet starts with (it pays the dev accounts and `requestAirdrop`), in lamports. */
export const faucetLamports = 1_000_000_000_000_000n

/** The faucet's key (also the local token's mint authority). */
export function faucetKeypair(): Keypair {
  return Keypair.fromSeed(seedBytes(solanaFaucetSeed))
}

/** The dev accounts' keys, in the order of `solanaDevAccounts`. */
export function solanaDevKeypairs(): Keypair[] {
  return solanaDevSeeds.map((seed) => Keypair.fromSeed(seedBytes(seed)))
}

/**
 * Funds the dev accounts and creates the local token through real transactions (so they are
 * in the history too): SOL transfers from the faucet, the mint (SPL Token `InitializeMint2`),
 * each dev account's associated token account and its tokens (`MintTo`).
 */
export function seedSolanaDevState(ledger: SolanaLedger): void {
  const faucet = faucetKeypair()
  ledger.svm.setAccount({
    address: address(faucet.publicKey.toBase58()),
    lamports: lamports(faucetLamports),
    data: new Uint8Array(),
    programAddress: address(systemProgramId),
    executable: false,
    space: 0n,
  })
  const owners = solanaDevKeypairs().map((key) => key.publicKey)
  const mintKey = Keypair.fromSeed(seedBytes(solanaDevMintSeed))
  const mint = mintKey.publicKey
  if (mint.toBase58() !== solanaDevToken.mint)
    throw new SolanaSeedError({ details: 'The mint seed does not give solanaDevToken.mint' })

  const send = (instructions: TransactionInstruction[], signers: Keypair[]) => {
    const message = new TransactionMessage({
      payerKey: faucet.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions,
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign(signers)
    const result = ledger.execute(transaction)
    if (!result.landed || result.record.err !== null)
      throw new SolanaSeedError({
        details: result.landed ? JSON.stringify(result.record.err) : result.error.message,
      })
  }

  send(
    owners.map((owner) =>
      SystemProgram.transfer({
        fromPubkey: faucet.publicKey,
        toPubkey: owner,
        lamports: solanaDevLamports,
      }),
    ),
    [faucet],
  )
  send(
    [
      SystemProgram.createAccount({
        fromPubkey: faucet.publicKey,
        newAccountPubkey: mint,
        lamports: Number(ledger.svm.minimumBalanceForRentExemption(82n)),
        space: 82,
        programId: new PublicKey(tokenProgramId),
      }),
      initializeMint2Instruction({
        mint,
        decimals: solanaDevToken.decimals,
        mintAuthority: faucet.publicKey,
      }),
    ],
    [faucet, mintKey],
  )
  send(
    owners.flatMap((owner, index) => [
      createAssociatedTokenAccountInstruction({ payer: faucet.publicKey, owner, mint }),
      mintToInstruction({
        mint,
        destination: new PublicKey(solanaDevAccounts[index]?.tokenAccount ?? owner),
        authority: faucet.publicKey,
        amount: solanaDevTokenAmount,
      }),
    ]),
    [faucet],
  )
}
