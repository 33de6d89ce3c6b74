import {
  Connection,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { StandardEventsChangeProperties } from '@wallet-standard/features'
import nacl from 'tweetnacl'
import { afterAll, afterEach, beforeAll, expect, test } from 'vitest'
import { decodeBase58, encodeBase58 } from '../../solana/base58.js'
import { solanaDevAccounts } from '../../solana/solanaDevAccounts.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../../solana/startSolanaRpc.js'
import { createDevSolanaWallet } from './createDevSolanaWallet.js'

let solana: StartSolanaRpcReturnType
let connection: Connection
beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0, slotIntervalMs: 50 })
  connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
})
afterAll(async () => {
  await solana.stop()
})

const created: ReturnType<typeof createDevSolanaWallet>[] = []
afterEach(() => {
  for (const wallet of created.splice(0)) wallet.destroy()
})

function create(parameters: Partial<Parameters<typeof createDevSolanaWallet>[0]> = {}) {
  const wallet = createDevSolanaWallet({
    rpcUrl: solana.url,
    panel: false,
    register: false,
    storageKey: null,
    ...parameters,
  })
  created.push(wallet)
  return wallet
}

/** Approves each request as it comes, as a user pressing Approve would. */
function approveAll(wallet: ReturnType<typeof create>) {
  const timer = setInterval(() => wallet.approve(), 5)
  return () => clearInterval(timer)
}

async function connect(wallet: ReturnType<typeof create>) {
  const pending = wallet.wallet.features['standard:connect'].connect()
  await Promise.resolve()
  expect(wallet.pendingRequests().map((request) => request.method)).toEqual(['standard:connect'])
  expect(wallet.approve()).toBe(true)
  const { accounts } = await pending
  return accounts[0]!
}

test('lists the dev keys, the four chains and the Solana features', () => {
  const { wallet, addresses } = create()
  expect(addresses).toEqual(solanaDevAccounts.map((account) => account.address))
  expect(wallet.chains).toEqual([
    'solana:mainnet',
    'solana:devnet',
    'solana:testnet',
    'solana:localnet',
  ])
  expect(Object.keys(wallet.features).sort()).toEqual([
    'solana:signAndSendTransaction',
    'solana:signMessage',
    'solana:signTransaction',
    'standard:connect',
    'standard:disconnect',
    'standard:events',
  ])
  expect(wallet.accounts).toEqual([])
})

test('connects after approval, silently only when already connected', async () => {
  const dev = create()
  const connectFeature = dev.wallet.features['standard:connect']
  expect(await connectFeature.connect({ silent: true })).toEqual({ accounts: [] })
  expect(dev.pendingRequests()).toEqual([])
  const account = await connect(dev)
  expect(account.address).toBe(solanaDevAccounts[0]!.address)
  expect(encodeBase58(Uint8Array.from(account.publicKey))).toBe(account.address)
  expect(account.chains).toEqual(dev.wallet.chains)
  expect(dev.wallet.accounts).toEqual([account])
  expect((await connectFeature.connect({ silent: true })).accounts).toEqual([account])
})

test('a rejected connection fails with 4001', async () => {
  const dev = create()
  const pending = dev.wallet.features['standard:connect'].connect()
  await Promise.resolve()
  dev.reject()
  await expect(pending).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  expect(dev.connected()).toBe(false)
})

test('signs a message with the dev key (checked by tweetnacl)', async () => {
  const dev = create({ accountIndex: 2 })
  const account = await connect(dev)
  const message = new TextEncoder().encode('Sign in to Kit')
  const pending = dev.wallet.features['solana:signMessage'].signMessage({ account, message })
  await Promise.resolve()
  expect(dev.pendingRequests()[0]).toMatchObject({
    method: 'solana:signMessage',
    summary: 'Sign: Sign in to Kit',
  })
  dev.approve()
  const [output] = await pending
  expect(output!.signedMessage).toEqual(message)
  expect(output!.signatureType).toBe('ed25519')
  expect(
    nacl.sign.detached.verify(
      message,
      output!.signature,
      decodeBase58(solanaDevAccounts[2]!.address),
    ),
  ).toBe(true)
  expect(nacl.sign.detached.verify(message, output!.signature, decodeBase58(account.address))).toBe(
    true,
  )
})

test('a rejected signature fails with 4001; an unknown account with 4100', async () => {
  const dev = create()
  const account = await connect(dev)
  const feature = dev.wallet.features['solana:signMessage']
  const pending = feature.signMessage({ account, message: new Uint8Array([1, 2, 3]) })
  await Promise.resolve()
  expect(dev.pendingRequests()[0]!.summary).toBe('Sign: 0x010203')
  dev.reject()
  await expect(pending).rejects.toMatchObject({ code: 4001 })
  const other = { ...account, address: solanaDevAccounts[1]!.address }
  await expect(
    feature.signMessage({ account: other, message: new Uint8Array(1) }),
  ).rejects.toMatchObject({ code: 4100 })
})

test('switching the account and disconnecting emit change', async () => {
  const dev = create()
  await connect(dev)
  const changes: StandardEventsChangeProperties[] = []
  const off = dev.wallet.features['standard:events'].on('change', (change) => changes.push(change))
  dev.selectAccount(3)
  expect(dev.address()).toBe(solanaDevAccounts[3]!.address)
  expect(dev.wallet.accounts.map((account) => account.address)).toEqual([
    solanaDevAccounts[3]!.address,
  ])
  await dev.wallet.features['standard:disconnect'].disconnect()
  expect(changes.map((change) => change.accounts?.map((account) => account.address))).toEqual([
    [solanaDevAccounts[3]!.address],
    [],
  ])
  off()
  dev.selectAccount(1)
  expect(changes).toHaveLength(2)
  expect(() => dev.selectAccount(4)).toThrow('There is no dev key 4.')
})

async function transfer(from: string, to: string, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  const transaction = new Transaction({ feePayer: new PublicKey(from), recentBlockhash: blockhash })
  transaction.add(
    SystemProgram.transfer({
      fromPubkey: new PublicKey(from),
      toPubkey: new PublicKey(to),
      lamports,
    }),
  )
  return transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
}

test('signs and sends a SOL transfer to the local RPC, where it lands', async () => {
  const dev = create({ accountIndex: 1 })
  const account = await connect(dev)
  const to = solanaDevAccounts[3]!.address
  const before = await connection.getBalance(new PublicKey(to))
  const transaction = await transfer(account.address, to, 1.5 * LAMPORTS_PER_SOL)
  const pending = dev.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
    account,
    transaction,
    chain: 'solana:localnet',
    options: { commitment: 'confirmed' },
  })
  await Promise.resolve()
  const summary = dev.pendingRequests()[0]!.summary
  expect(summary).toContain('Fee payer GcQfK4…woVZ')
  expect(summary).toContain('Transfer 1.5 SOL to AAaJ9j…S6di')
  dev.approve()
  const [{ signature }] = (await pending) as [{ signature: Uint8Array }]
  const { value } = await connection.confirmTransaction(encodeBase58(signature), 'confirmed')
  expect(value.err).toBeNull()
  expect(await connection.getBalance(new PublicKey(to))).toBe(before + 1.5 * LAMPORTS_PER_SOL)
})

test('signs a v0 transaction that the RPC accepts', async () => {
  const dev = create()
  const account = await connect(dev)
  const stop = approveAll(dev)
  try {
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: new PublicKey(account.address),
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(account.address),
          toPubkey: new PublicKey(solanaDevAccounts[2]!.address),
          lamports: 1_000,
        }),
      ],
    }).compileToV0Message()
    const unsigned = new VersionedTransaction(message).serialize()
    const [output] = await dev.wallet.features['solana:signTransaction'].signTransaction({
      account,
      transaction: unsigned,
    })
    const signed = VersionedTransaction.deserialize(output!.signedTransaction)
    expect(signed.version).toBe(0)
    expect(
      nacl.sign.detached.verify(
        signed.message.serialize(),
        signed.signatures[0]!,
        decodeBase58(account.address),
      ),
    ).toBe(true)
    const signature = await connection.sendRawTransaction(output!.signedTransaction)
    const { value } = await connection.confirmTransaction(signature, 'confirmed')
    expect(value.err).toBeNull()
  } finally {
    stop()
  }
})

test('refuses a transaction it does not sign, bad bytes and unknown chains', async () => {
  const dev = create()
  const account = await connect(dev)
  const feature = dev.wallet.features['solana:signTransaction']
  const foreign = await transfer(solanaDevAccounts[1]!.address, account.address, 1)
  await expect(feature.signTransaction({ account, transaction: foreign })).rejects.toThrow(
    'does not ask',
  )
  await expect(
    feature.signTransaction({ account, transaction: new Uint8Array([1, 2, 3]) }),
  ).rejects.toMatchObject({ code: -32602 })
  const own = await transfer(account.address, solanaDevAccounts[1]!.address, 1)
  await expect(
    feature.signTransaction({ account, transaction: own, chain: 'solana:unknown' }),
  ).rejects.toThrow('does not serve solana:unknown')
  expect(dev.pendingRequests()).toEqual([])
})

test('a send the RPC refuses rejects with its error', async () => {
  const dev = create()
  const account = await connect(dev)
  const stop = approveAll(dev)
  try {
    const transaction = await transfer(
      account.address,
      solanaDevAccounts[1]!.address,
      10_000 * LAMPORTS_PER_SOL,
    )
    await expect(
      dev.wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction,
        chain: 'solana:localnet',
      }),
    ).rejects.toMatchObject({ code: expect.any(Number) })
  } finally {
    stop()
  }
})

test('destroy rejects pending requests with 4900', async () => {
  const dev = create()
  const pending = dev.wallet.features['standard:connect'].connect()
  await Promise.resolve()
  dev.destroy()
  await expect(pending).rejects.toMatchObject({ code: 4900 })
})
