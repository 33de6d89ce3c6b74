import {
  type Keypair,
  PublicKey,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { WebSocket } from 'ws'
import { solanaDevKeypairs } from './seed/seedSolanaDevState.js'
import { transferCheckedInstruction } from './seed/splTokenInstructions.js'
import { solanaDevAccounts, solanaDevToken } from './solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from './startSolanaRpc.js'

// Slots move only when a test says so (and after each transaction).
let solana: StartSolanaRpcReturnType
const [alice, bob] = solanaDevKeypairs() as [Keypair, Keypair]

beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0, slotIntervalMs: 0 })
})
afterAll(async () => {
  await solana.stop()
})

type Reply = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

async function call(method: string, params: unknown[] = []): Promise<Reply> {
  const response = await fetch(solana.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as Reply
}

async function latestBlockhash(): Promise<string> {
  const { result } = await call('getLatestBlockhash')
  return (result as { value: { blockhash: string } }).value.blockhash
}

function transfer(lamports: number, blockhash: string, version: 'legacy' | 0 = 'legacy') {
  const message = new TransactionMessage({
    payerKey: alice.publicKey,
    recentBlockhash: blockhash,
    instructions: [
      SystemProgram.transfer({ fromPubkey: alice.publicKey, toPubkey: bob.publicKey, lamports }),
    ],
  })
  const transaction = new VersionedTransaction(
    version === 0 ? message.compileToV0Message() : message.compileToLegacyMessage(),
  )
  transaction.sign([alice])
  return Buffer.from(transaction.serialize()).toString('base64')
}

async function send(encoded: string, config: Record<string, unknown> = {}) {
  return call('sendTransaction', [encoded, { encoding: 'base64', ...config }])
}

async function status(signature: string) {
  const { result } = await call('getSignatureStatuses', [[signature]])
  return (
    result as { value: ({ confirmationStatus: string; confirmations: number | null } | null)[] }
  ).value[0]
}

describe('startSolanaRpc slots and commitments', () => {
  test('a transaction moves processed, confirmed, finalized as slots pass; history follows commitment', async () => {
    const { result: signature } = await send(transfer(1_000, await latestBlockhash()))
    expect(await status(signature as string)).toMatchObject({
      confirmationStatus: 'processed',
      confirmations: 0,
    })
    expect(
      (await call('getTransaction', [signature, { commitment: 'processed' }])).error?.code,
    ).toBe(-32602)
    expect((await call('getTransaction', [signature])).result).toBeNull()
    solana.advanceSlots(1)
    expect(await status(signature as string)).toMatchObject({ confirmationStatus: 'confirmed' })
    expect(
      (await call('getTransaction', [signature, { commitment: 'confirmed' }])).result,
    ).not.toBeNull()
    expect((await call('getTransaction', [signature])).result).toBeNull()
    solana.advanceSlots(2)
    expect(await status(signature as string)).toEqual({
      slot: expect.any(Number),
      confirmations: null,
      err: null,
      status: { Ok: null },
      confirmationStatus: 'finalized',
    })
    expect((await call('getTransaction', [signature])).result).toMatchObject({
      meta: { fee: 5_000 },
    })
  })

  test('a blockhash expires after 150 slots: preflight says so, a skipped one never lands', async () => {
    const old = await latestBlockhash()
    solana.advanceSlots(150)
    expect((await call('isBlockhashValid', [old])).result).toMatchObject({ value: true })
    solana.advanceSlots(1)
    expect((await call('isBlockhashValid', [old])).result).toMatchObject({ value: false })
    const refused = await send(transfer(2_000, old))
    expect(refused.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
      data: { err: 'BlockhashNotFound', logs: [] },
    })
    const skipped = await send(transfer(2_000, old), { skipPreflight: true })
    expect(typeof skipped.result).toBe('string')
    expect(await status(skipped.result as string)).toBeNull()
  })

  test('sending the same transaction twice is refused as already processed', async () => {
    const encoded = transfer(3_000, await latestBlockhash())
    expect(typeof (await send(encoded)).result).toBe('string')
    expect((await send(encoded)).error).toMatchObject({
      code: -32002,
      data: { err: 'AlreadyProcessed' },
    })
  })

  test('a version 0 transaction lands; getTransaction needs maxSupportedTransactionVersion', async () => {
    const { result: signature } = await send(transfer(4_000, await latestBlockhash(), 0))
    solana.advanceSlots(3)
    expect((await call('getTransaction', [signature])).error?.code).toBe(-32015)
    const { result } = await call('getTransaction', [
      signature,
      { maxSupportedTransactionVersion: 0 },
    ])
    expect(result).toMatchObject({
      version: 0,
      transaction: { message: { addressTableLookups: [] } },
    })
  })
})

describe('startSolanaRpc subscriptions', () => {
  async function open() {
    const socket = new WebSocket(solana.wsUrl)
    await new Promise((resolve) => socket.once('open', resolve))
    const messages: Record<string, unknown>[] = []
    const waiters: (() => void)[] = []
    socket.on('message', (data) => {
      messages.push(JSON.parse(data.toString()))
      for (const wake of waiters.splice(0)) wake()
    })
    const next = async (predicate: (message: Record<string, unknown>) => boolean) => {
      for (;;) {
        const found = messages.findIndex(predicate)
        if (found >= 0) return messages.splice(found, 1)[0] as Record<string, unknown>
        await new Promise<void>((resolve) => waiters.push(resolve))
      }
    }
    let id = 0
    const request = async (method: string, params: unknown[]) => {
      id += 1
      const sent = id
      socket.send(JSON.stringify({ jsonrpc: '2.0', id: sent, method, params }))
      return next((message) => message.id === sent)
    }
    return { socket, request, next }
  }

  test('signatureSubscribe at finalized notifies once, after three slots, then ends', async () => {
    const { socket, request, next } = await open()
    const encoded = transfer(5_000, await latestBlockhash())
    const signature = VersionedTransaction.deserialize(Buffer.from(encoded, 'base64')).signatures[0]
    const { encodeBase58 } = await import('./base58.js')
    const subscribed = await request('signatureSubscribe', [
      encodeBase58(signature ?? new Uint8Array()),
      { commitment: 'finalized', enableReceivedNotification: true },
    ])
    const id = subscribed.result as number
    const received = await next((message) => message.method === 'signatureNotification')
    expect(received).toMatchObject({
      params: { result: { value: 'receivedSignature' }, subscription: id },
    })
    await send(encoded)
    solana.advanceSlots(2)
    await new Promise((resolve) => setTimeout(resolve, 50))
    solana.advanceSlots(1)
    const done = await next((message) => message.method === 'signatureNotification')
    expect(done).toMatchObject({
      params: {
        result: { context: { slot: expect.any(Number) }, value: { err: null } },
        subscription: id,
      },
    })
    expect((await request('signatureUnsubscribe', [id])).error).toMatchObject({ code: -32602 })
    socket.close()
  })

  test('accountSubscribe in jsonParsed sends a token account after it changes', async () => {
    const { socket, request, next } = await open()
    const tokenAccount = solanaDevAccounts[1]?.tokenAccount ?? ''
    const { result: id } = await request('accountSubscribe', [
      tokenAccount,
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    ])
    const mint = new PublicKey(solanaDevToken.mint)
    const message = new TransactionMessage({
      payerKey: alice.publicKey,
      recentBlockhash: await latestBlockhash(),
      instructions: [
        transferCheckedInstruction({
          source: new PublicKey(solanaDevAccounts[0]?.tokenAccount ?? ''),
          mint,
          destination: new PublicKey(tokenAccount),
          owner: alice.publicKey,
          amount: 250_000n,
          decimals: 6,
        }),
      ],
    }).compileToLegacyMessage()
    const transaction = new VersionedTransaction(message)
    transaction.sign([alice])
    await send(Buffer.from(transaction.serialize()).toString('base64'))
    solana.advanceSlots(1)
    const notification = await next((entry) => entry.method === 'accountNotification')
    expect(notification).toMatchObject({
      params: {
        subscription: id,
        result: {
          value: {
            owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
            data: {
              program: 'spl-token',
              parsed: { type: 'account', info: { tokenAmount: { amount: '10000250000' } } },
            },
          },
        },
      },
    })
    expect((await request('accountUnsubscribe', [id])).result).toBe(true)
    expect((await request('nope', [])).error).toMatchObject({ code: -32601 })
    socket.close()
  })
})
