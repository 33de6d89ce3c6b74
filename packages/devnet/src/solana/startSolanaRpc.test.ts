import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SendTransactionError,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { solanaDevKeypairs } from './seed/seedSolanaDevState.js'
import { transferCheckedInstruction } from './seed/splTokenInstructions.js'
import {
  solanaDevAccounts,
  solanaDevLamports,
  solanaDevToken,
  solanaDevTokenAmount,
  solanaMainnetGenesisHash,
} from './solanaDevAccounts.js'
import { tokenProgramId } from './solanaProgramIds.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'

let solana: StartSolanaRpcReturnType
let connection: Connection
const [alice, bob, carol] = solanaDevKeypairs() as [Keypair, Keypair, Keypair, Keypair]
const mint = new PublicKey(solanaDevToken.mint)

beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0, slotIntervalMs: 50 })
  connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
})
afterAll(async () => {
  await solana.stop()
})

async function send(instructions: TransactionInstruction[], signer: Keypair) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new Transaction({
    feePayer: signer.publicKey,
    blockhash,
    lastValidBlockHeight,
  })
  transaction.add(...instructions).sign(signer)
  const signature = await connection.sendRawTransaction(transaction.serialize())
  const { value } = await connection.confirmTransaction({
    signature,
    blockhash,
    lastValidBlockHeight,
  })
  return { signature, err: value.err }
}

type RpcReply = { id?: unknown; result?: unknown; error?: { code: number; message: string } }

async function rpc(body: unknown) {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const json: unknown = await response.json()
  return { status: response.status, json: json as RpcReply, batch: json as RpcReply[] }
}

describe('startSolanaRpc through @solana/web3.js', () => {
  test('answers the configured genesis hash, the version and health', async () => {
    expect(await connection.getGenesisHash()).toBe(solanaMainnetGenesisHash)
    expect((await connection.getVersion())['solana-core']).toMatch(/^\d+\.\d+\.\d+$/)
    expect(await (await fetch(`${solana.url}/health`)).text()).toBe('ok')
  })

  test('the dev accounts start with SOL and tokens', async () => {
    for (const account of solanaDevAccounts.slice(2)) {
      const owner = new PublicKey(account.address)
      expect(BigInt(await connection.getBalance(owner))).toBe(solanaDevLamports)
      const { value } = await connection.getTokenAccountBalance(new PublicKey(account.tokenAccount))
      expect(value.amount).toBe(solanaDevTokenAmount.toString())
      expect(value.decimals).toBe(6)
    }
    const parsedMint = await connection.getParsedAccountInfo(mint)
    expect(parsedMint.value?.owner.toBase58()).toBe(tokenProgramId)
    expect(parsedMint.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6, isInitialized: true, supply: '40000000000' } },
      space: 82,
    })
  })

  test('a SOL transfer is sent, confirmed over the WebSocket and charged its fee', async () => {
    const to = Keypair.generate().publicKey
    const before = await connection.getBalance(alice.publicKey)
    const { err, signature } = await send(
      [
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: to,
          lamports: LAMPORTS_PER_SOL,
        }),
      ],
      alice,
    )
    expect(err).toBeNull()
    expect(await connection.getBalance(to)).toBe(LAMPORTS_PER_SOL)
    expect(await connection.getBalance(alice.publicKey)).toBe(before - LAMPORTS_PER_SOL - 5_000)
    const { value } = await connection.getSignatureStatuses([signature])
    expect(value[0]?.confirmationStatus).toMatch(/confirmed|finalized/)
  })

  test('an SPL transferChecked moves tokens between dev accounts', async () => {
    const [from, to] = solanaDevAccounts as [
      (typeof solanaDevAccounts)[0],
      (typeof solanaDevAccounts)[0],
    ]
    const { err } = await send(
      [
        transferCheckedInstruction({
          source: new PublicKey(from.tokenAccount),
          mint,
          destination: new PublicKey(to.tokenAccount),
          owner: alice.publicKey,
          amount: 1_500_000n,
          decimals: 6,
        }),
      ],
      alice,
    )
    expect(err).toBeNull()
    const { value } = await connection.getParsedTokenAccountsByOwner(bob.publicKey, { mint })
    expect(value).toHaveLength(1)
    expect(value[0]?.pubkey.toBase58()).toBe(to.tokenAccount)
    expect(value[0]?.account.data.parsed).toEqual({
      info: {
        isNative: false,
        mint: solanaDevToken.mint,
        owner: bob.publicKey.toBase58(),
        state: 'initialized',
        tokenAmount: {
          amount: '10001500000',
          decimals: 6,
          uiAmount: 10001.5,
          uiAmountString: '10001.5',
        },
      },
      type: 'account',
    })
    const raw = await connection.getTokenAccountsByOwner(alice.publicKey, {
      programId: new PublicKey(tokenProgramId),
    })
    expect(raw.value.map((entry) => entry.account.data.length)).toEqual([165])
  })

  test('a transfer beyond the balance fails preflight with the logs, or lands failed when skipped', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction({
      signature: await connection.requestAirdrop(poor.publicKey, 10_000_000),
      ...(await connection.getLatestBlockhash()),
    })
    const transfer = SystemProgram.transfer({
      fromPubkey: poor.publicKey,
      toPubkey: carol.publicKey,
      lamports: 5 * LAMPORTS_PER_SOL,
    })
    const error = await send([transfer], poor).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(SendTransactionError)
    expect((error as Error).message).toContain('custom program error: 0x1')
    expect((error as SendTransactionError).logs?.join('\n')).toContain('insufficient lamports')

    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: poor.publicKey,
      recentBlockhash: blockhash,
    }).add(transfer)
    transaction.sign(poor)
    const signature = await connection.sendRawTransaction(transaction.serialize(), {
      skipPreflight: true,
    })
    solana.advanceSlots(4)
    const landed = await connection.getTransaction(signature, { maxSupportedTransactionVersion: 0 })
    expect(landed?.meta?.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(landed?.meta?.fee).toBe(5_000)
    expect(await connection.getBalance(poor.publicKey)).toBe(10_000_000 - 5_000)
  })

  test('history: getSignaturesForAddress then getTransaction with balances and token balances', async () => {
    solana.advanceSlots(4)
    // Bob's wallet: funded, then its token account created (a transfer names only token accounts).
    expect(await connection.getSignaturesForAddress(bob.publicKey)).toHaveLength(2)
    const tokenAccount = new PublicKey(solanaDevAccounts[1]?.tokenAccount ?? '')
    const signatures = await connection.getSignaturesForAddress(tokenAccount, { limit: 10 })
    expect(signatures).toHaveLength(2) // created and funded, then the transferChecked
    const newest = signatures[0]
    expect(newest?.err).toBeNull()
    expect(newest?.confirmationStatus).toBe('finalized')
    const transaction = await connection.getTransaction(newest?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    })
    expect(transaction?.slot).toBe(newest?.slot)
    expect(typeof transaction?.blockTime).toBe('number')
    expect(transaction?.meta?.fee).toBe(5_000)
    expect(transaction?.meta?.logMessages).toContain(`Program ${tokenProgramId} success`)
    const pre = transaction?.meta?.preTokenBalances?.find(
      (entry) => entry.owner === bob.publicKey.toBase58(),
    )
    const post = transaction?.meta?.postTokenBalances?.find(
      (entry) => entry.owner === bob.publicKey.toBase58(),
    )
    expect(pre?.uiTokenAmount.amount).toBe('10000000000')
    expect(post?.uiTokenAmount.amount).toBe('10001500000')
    expect(transaction?.meta?.preBalances).toHaveLength(
      transaction?.transaction.message.staticAccountKeys.length ?? -1,
    )
    const parsed = await connection.getParsedTransaction(newest?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    })
    expect(parsed?.transaction.message.accountKeys[0]).toMatchObject({
      signer: true,
      writable: true,
    })
    expect(parsed?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: {
        type: 'transferChecked',
        info: {
          authority: alice.publicKey.toBase58(),
          mint: solanaDevToken.mint,
          tokenAmount: { amount: '1500000', uiAmountString: '1.5' },
        },
      },
    })
    const created = await connection.getParsedTransaction(signatures[1]?.signature ?? '', {
      maxSupportedTransactionVersion: 0,
    })
    expect(
      created?.transaction.message.instructions.map((instruction) =>
        'parsed' in instruction ? instruction.parsed.type : 'raw',
      ),
    ).toEqual(Array.from({ length: 4 }, () => ['createIdempotent', 'mintTo']).flat())
    expect(
      created?.meta?.innerInstructions?.[0]?.instructions.some(
        (instruction) => 'parsed' in instruction && instruction.parsed.type === 'createAccount',
      ),
    ).toBe(true)
    const base64 = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTransaction',
      params: [newest?.signature, { encoding: 'base64' }],
    })
    expect((base64.json.result as { transaction: unknown[] }).transaction[1]).toBe('base64')
  })

  test('account and slot subscriptions notify', async () => {
    const to = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      const id = connection.onAccountChange(to, (account) => {
        void connection.removeAccountChangeListener(id)
        resolve(account.lamports)
      })
    })
    const slot = new Promise<number>((resolve) => {
      const id = connection.onSlotChange((info) => {
        void connection.removeSlotChangeListener(id)
        resolve(info.slot)
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    solana.airdrop(to.toBase58(), LAMPORTS_PER_SOL)
    expect(await changed).toBe(LAMPORTS_PER_SOL)
    expect(await slot).toBeGreaterThan(0)
  })

  test('slot, block height, epoch, rent, fees and blockhash validity', async () => {
    const slot = await connection.getSlot()
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    const epoch = await connection.getEpochInfo()
    expect(epoch.epoch).toBe(0)
    expect(epoch.absoluteSlot).toBeGreaterThanOrEqual(slot)
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    const { blockhash } = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(blockhash)).value).toBe(true)
    expect((await connection.isBlockhashValid(Keypair.generate().publicKey.toBase58())).value).toBe(
      false,
    )
    const message = new Transaction({ feePayer: alice.publicKey, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: alice.publicKey,
          toPubkey: bob.publicKey,
          lamports: 1,
        }),
      )
      .compileMessage()
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000)
    const accounts = await connection.getMultipleAccountsInfo([mint, Keypair.generate().publicKey])
    expect(accounts[0]?.data.length).toBe(82)
    expect(accounts[1]).toBeNull()
  })

  test('getProgramAccounts filters by data size and bytes at an offset', async () => {
    const tokenProgram = new PublicKey(tokenProgramId)
    const bobs = await connection.getParsedProgramAccounts(tokenProgram, {
      filters: [{ dataSize: 165 }, { memcmp: { offset: 32, bytes: bob.publicKey.toBase58() } }],
    })
    expect(bobs.map((entry) => entry.pubkey.toBase58())).toEqual([
      solanaDevAccounts[1]?.tokenAccount,
    ])
    const ofMint = await connection.getProgramAccounts(tokenProgram, {
      filters: [
        {
          memcmp: {
            offset: 0,
            bytes: Buffer.from(mint.toBytes()).toString('base64'),
            encoding: 'base64',
          },
        },
      ],
    })
    expect(ofMint).toHaveLength(solanaDevAccounts.length) // token accounts start with their mint
    const { value } = await connection.getProgramAccounts(tokenProgram, {
      filters: [{ dataSize: 82 }],
      withContext: true,
    })
    expect(value.map((entry) => entry.pubkey.toBase58())).toEqual([solanaDevToken.mint])
  })

  test('block times, the first block and (no) priority fees', async () => {
    const slot = await connection.getSlot()
    const time = await connection.getBlockTime(slot)
    expect(Math.abs((time ?? 0) - Date.now() / 1000)).toBeLessThan(60)
    await expect(connection.getBlockTime(slot + 1_000_000)).rejects.toThrow(
      'Block not available for slot',
    )
    expect(await connection.getFirstAvailableBlock()).toBe(0)
    expect(await connection.getMinimumLedgerSlot()).toBe(0)
    const fees = await connection.getRecentPrioritizationFees({ lockedWritableAccounts: [mint] })
    expect(fees.length).toBeGreaterThan(0)
    expect(fees.every((entry) => entry.prioritizationFee === 0)).toBe(true)
  })

  test('simulateTransaction reports logs and units without changing state', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: alice.publicKey,
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports: 7 }),
    )
    const before = await connection.getBalance(bob.publicKey)
    const { value } = await connection.simulateTransaction(transaction)
    expect(value.err).toBeNull()
    expect(value.logs?.[0]).toContain('invoke [1]')
    expect(value.unitsConsumed).toBeGreaterThan(0)
    expect(await connection.getBalance(bob.publicKey)).toBe(before)
  })
})

describe('startSolanaRpc JSON-RPC handling', () => {
  test('a batch gets an array of answers in order, with ids echoed', async () => {
    const { batch } = await rpc([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 2, method: 'getGenesisHash' },
      { jsonrpc: '2.0', id: 3, method: 'nope' },
    ])
    expect(batch.map((entry) => entry.id)).toEqual(['a', 2, 3])
    expect(typeof batch[0]?.result).toBe('number')
    expect(batch[1]?.result).toBe(solanaMainnetGenesisHash)
    expect(batch[2]?.error?.code).toBe(-32601)
  })

  test('unknown methods, bad params, malformed JSON and empty batches', async () => {
    expect((await rpc({ jsonrpc: '2.0', id: 1, method: 'getFoo' })).json.error).toEqual({
      code: -32601,
      message: 'Method not found',
    })
    const bad = await rpc({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['not-a-key'] })
    expect(bad.json.error?.code).toBe(-32602)
    expect(bad.json.error?.message).toContain('base58')
    const malformed = await rpc('{"jsonrpc":"2.0",')
    expect(malformed.status).toBe(200)
    expect(malformed.json.error?.code).toBe(-32700)
    expect((await rpc([])).json.error?.code).toBe(-32600)
    const noFilter = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'getTokenAccountsByOwner',
      params: [alice.publicKey.toBase58(), {}],
    })
    expect(noFilter.json.error?.code).toBe(-32602)
  })

  test('a body over 50 KiB gets 413, and browsers may call it (CORS)', async () => {
    const large = await fetch(solana.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'getSlot',
        params: ['x'.repeat(60_000)],
      }),
    })
    expect(large.status).toBe(413)
    const preflight = await fetch(solana.url, {
      method: 'OPTIONS',
      headers: { 'access-control-request-headers': 'content-type,solana-client' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })

  test('sendTransaction takes base58 too and refuses a bad signature with -32003', async () => {
    const { blockhash } = await connection.getLatestBlockhash()
    const transaction = new Transaction({
      feePayer: carol.publicKey,
      recentBlockhash: blockhash,
    }).add(
      SystemProgram.transfer({ fromPubkey: carol.publicKey, toPubkey: bob.publicKey, lamports: 9 }),
    )
    transaction.sign(carol)
    const { encodeBase58 } = await import('./base58.js')
    const sent = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [encodeBase58(transaction.serialize())],
    })
    expect(sent.json.result).toBe(encodeBase58(transaction.signature ?? new Uint8Array()))
    const forged = transaction.serialize()
    forged[1] = (forged[1] ?? 0) ^ 0xff
    const refused = await rpc({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [Buffer.from(forged).toString('base64'), { encoding: 'base64' }],
    })
    expect(refused.json.error?.code).toBe(-32003)
  })
})

test('stop closes the server and its sockets, and is safe to call twice', async () => {
  const own = await startSolanaRpc({ port: 0, slotIntervalMs: 0 })
  const { WebSocket } = await import('ws')
  const socket = new WebSocket(own.wsUrl)
  await new Promise((resolve) => socket.once('open', resolve))
  const closed = new Promise((resolve) => socket.once('close', resolve))
  await Promise.all([own.stop(), own.stop()])
  await closed
  await expect(fetch(own.url)).rejects.toThrow()
})
