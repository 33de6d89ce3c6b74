import {
  ComputeBudgetProgram,
  PublicKey,
  SystemProgram,
  type TransactionInstruction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { expect, test } from 'vitest'
import { seedSolanaDevState, solanaDevKeypairs } from '../../seed/seedSolanaDevState.js'
import { transferCheckedInstruction } from '../../seed/splTokenInstructions.js'
import { solanaDevAccounts, solanaDevToken } from '../../solanaDevAccounts.js'
import { createSolanaLedger } from '../../svm/createSolanaLedger.js'
import { feeForMessage } from './clusterMethods.js'

test('the quoted fee is what the ledger charges, with and without compute-budget instructions', () => {
  const ledger = createSolanaLedger()
  seedSolanaDevState(ledger)
  const [alice, bob] = solanaDevKeypairs() as [
    ReturnType<typeof solanaDevKeypairs>[0],
    ReturnType<typeof solanaDevKeypairs>[0],
  ]
  const transfer = SystemProgram.transfer({
    fromPubkey: alice.publicKey,
    toPubkey: bob.publicKey,
    lamports: 1_000,
  })
  const tokenTransfer = transferCheckedInstruction({
    source: new PublicKey(solanaDevAccounts[0]?.tokenAccount ?? ''),
    mint: new PublicKey(solanaDevToken.mint),
    destination: new PublicKey(solanaDevAccounts[1]?.tokenAccount ?? ''),
    owner: alice.publicKey,
    amount: 1n,
    decimals: 6,
  })
  const price = ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000 })
  const cases: TransactionInstruction[][] = [
    [transfer],
    [price, transfer],
    [price, tokenTransfer],
    [ComputeBudgetProgram.setComputeUnitLimit({ units: 50_000 }), price, transfer],
    [ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 12_345 }), transfer, tokenTransfer],
  ]
  const charged = cases.map((instructions) => {
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: ledger.latestBlockhash().blockhash,
      instructions,
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign([alice])
    const result = ledger.execute(transaction)
    expect(result.landed).toBe(true)
    return [result.landed ? result.record.fee : -1, feeForMessage(message)]
  })
  for (const [fee, quoted] of charged) expect(quoted).toBe(fee)
  expect(charged.map(([fee]) => fee)).toEqual([5_000, 5_006, 5_203, 5_050, 7_544])
})
