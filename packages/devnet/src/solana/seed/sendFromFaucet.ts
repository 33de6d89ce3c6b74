import {
  type Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { SolanaRpcError } from '../../errors/solana.js'
import type { SolanaLedger } from '../svm/createSolanaLedger.js'

/** A SOL transfer from the faucet to `to` (a real, recorded transaction); returns its signature. */
export function sendFromFaucet(
  ledger: SolanaLedger,
  faucet: Keypair,
  to: string,
  lamports: number,
): string {
  const message = new TransactionMessage({
    payerKey: faucet.publicKey,
    recentBlockhash: ledger.latestBlockhash().blockhash,
    instructions: [
      SystemProgram.transfer({
        fromPubkey: faucet.publicKey,
        toPubkey: new PublicKey(to),
        lamports,
      }),
    ],
  }).compileToLegacyMessage()
  const transaction = new VersionedTransaction(message)
  transaction.sign([faucet])
  const result = ledger.execute(transaction)
  if (!result.landed || result.record.err !== null)
    throw new SolanaRpcError({
      code: -32603,
      message: `airdrop request failed: ${result.landed ? JSON.stringify(result.record.err) : result.error.message}`,
    })
  return result.record.signature
}
