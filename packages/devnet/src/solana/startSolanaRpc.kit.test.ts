import {
  AccountRole,
  address,
  appendTransactionMessageInstruction,
  assertIsTransactionWithBlockhashLifetime,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createSolanaRpcSubscriptions,
  createTransactionMessage,
  getSignatureFromTransaction,
  pipe,
  sendAndConfirmTransactionFactory,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { afterAll, beforeAll, expect, test } from 'vitest'
import {
  solanaDevAccounts,
  solanaDevLamports,
  solanaMainnetGenesisHash,
} from './solanaDevAccounts.js'
import { seedBytes, solanaDevSeeds } from './solanaDevSeeds.js'
import { systemProgramId } from './solanaProgramIds.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'

let solana: StartSolanaRpcReturnType

beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0, slotIntervalMs: 50 })
})
afterAll(async () => {
  await solana.stop()
})

// A second client: @solana/kit's RPC, subscriptions and send-and-confirm (version 0 messages).
test('@solana/kit reads balances and sends and confirms a version 0 transfer', async () => {
  const rpc = createSolanaRpc(solana.url)
  const rpcSubscriptions = createSolanaRpcSubscriptions(solana.wsUrl)
  expect(await rpc.getGenesisHash().send()).toBe(solanaMainnetGenesisHash)
  const to = address(solanaDevAccounts[3]?.address ?? '')
  expect((await rpc.getBalance(to).send()).value).toBe(solanaDevLamports)

  const signer = await createKeyPairSignerFromPrivateKeyBytes(seedBytes(solanaDevSeeds[2] ?? ''))
  const data = new Uint8Array(12)
  new DataView(data.buffer).setUint32(0, 2, true)
  new DataView(data.buffer).setBigUint64(4, 123_456n, true)
  const { value: latestBlockhash } = await rpc.getLatestBlockhash().send()
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(signer, draft),
    (draft) => setTransactionMessageLifetimeUsingBlockhash(latestBlockhash, draft),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: address(systemProgramId),
          accounts: [
            { address: signer.address, role: AccountRole.WRITABLE_SIGNER, signer },
            { address: to, role: AccountRole.WRITABLE },
          ],
          data,
        },
        draft,
      ),
  )
  const transaction = await signTransactionMessageWithSigners(message)
  assertIsTransactionWithBlockhashLifetime(transaction)
  await sendAndConfirmTransactionFactory({ rpc, rpcSubscriptions })(transaction, {
    commitment: 'confirmed',
  })
  expect((await rpc.getBalance(to).send()).value).toBe(solanaDevLamports + 123_456n)
  const landed = await rpc
    .getTransaction(getSignatureFromTransaction(transaction), {
      commitment: 'confirmed',
      maxSupportedTransactionVersion: 0,
      encoding: 'json',
    })
    .send()
  expect(landed?.version).toBe(0)
  expect(landed?.meta?.fee).toBe(5_000n)
})
