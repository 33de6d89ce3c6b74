import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { solana } from '@kit/core/modules/networks/solanaNetworks'
import { type StartSolanaRpcReturnType, solanaDevKeypairs, startSolanaRpc } from '@kit/devnet/node'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestWallet } from '../test/createTestWallet.js'
import { registerWallets, setupAdapter, withRpc } from '../test/setupAdapter.js'
import type { SolanaProvider } from './solanaProvider.js'

let rpc: StartSolanaRpcReturnType
let connection: Connection
const [key] = solanaDevKeypairs().slice(3)
const payer = key as Keypair

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0, slotIntervalMs: 40 })
  connection = new Connection(rpc.url, 'confirmed')
})
afterAll(() => rpc.stop())

async function connectedProvider(options: { send?: boolean } = {}) {
  const network = withRpc(solana, rpc.url)
  const wallet = createTestWallet({
    name: 'P',
    keypairs: [payer],
    rpcUrl: options.send === false ? undefined : rpc.url,
  })
  registerWallets(wallet)
  const { adapter, events } = setupAdapter({ networks: [network] })
  await adapter.connect({ connectorId: 'P', network })
  const provider = adapter.getProvider({ connectorId: 'P' }) as SolanaProvider
  await vi.waitFor(() => expect(provider.publicKey).toBeDefined())
  return { adapter, wallet, provider, events }
}

async function transfer(lamports: number) {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
    SystemProgram.transfer({
      fromPubkey: payer.publicKey,
      toPubkey: Keypair.generate().publicKey,
      lamports,
    }),
  )
}

describe('the AppKit-compatible provider', () => {
  it('has AppKit’s shape and a web3.js publicKey', async () => {
    const { provider } = await connectedProvider()
    expect(provider).toMatchObject({ id: 'P', name: 'P', type: 'ANNOUNCED', chain: 'solana' })
    expect(provider.publicKey?.equals(payer.publicKey)).toBe(true)
    expect(await provider.getAccounts()).toEqual([
      { namespace: 'solana', address: payer.publicKey.toBase58(), type: 'eoa' },
    ])
    await expect(provider.connect()).resolves.toBe(payer.publicKey.toBase58())
  })

  it('signs messages (bytes in, signature bytes out)', async () => {
    const { provider } = await connectedProvider()
    const message = new Uint8Array([1, 2, 3])
    const signature = await provider.signMessage(message)
    expect(ed25519.verify(signature, message, payer.publicKey.toBytes())).toBe(true)
  })

  it('signs legacy and versioned transactions and returns the same kind', async () => {
    const { provider } = await connectedProvider()
    const legacy = await provider.signTransaction(await transfer(1_000_000))
    expect(legacy).toBeInstanceOf(Transaction)
    expect(legacy.verifySignatures()).toBe(true)
    const { blockhash } = await connection.getLatestBlockhash()
    const message = new TransactionMessage({
      payerKey: payer.publicKey,
      recentBlockhash: blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: payer.publicKey,
          toPubkey: payer.publicKey,
          lamports: 1,
        }),
      ],
    }).compileToV0Message()
    const versioned = await provider.signTransaction(new VersionedTransaction(message))
    expect(versioned).toBeInstanceOf(VersionedTransaction)
    expect(
      ed25519.verify(
        versioned.signatures[0] as Uint8Array,
        versioned.message.serialize(),
        payer.publicKey.toBytes(),
      ),
    ).toBe(true)
    const all = await provider.signAllTransactions([
      await transfer(1_000_000),
      await transfer(2_000_000),
    ])
    expect(all.map((t) => t.verifySignatures())).toEqual([true, true])
  })

  it('signs and sends, and sends through a given Connection', async () => {
    const { provider, wallet } = await connectedProvider()
    const signature = await provider.signAndSendTransaction(await transfer(1_000_000), {
      maxRetries: 2,
    })
    expect(wallet.requests).toContain('options {"maxRetries":2}')
    await vi.waitFor(async () =>
      expect((await connection.getSignatureStatus(signature)).value?.err).toBeNull(),
    )
    const sent = await provider.sendTransaction(await transfer(1_000_000), connection)
    await vi.waitFor(async () =>
      expect((await connection.getSignatureStatus(sent)).value?.err).toBeNull(),
    )
    expect(wallet.requests.filter((r) => !/^(chain|options) /.test(r))).toEqual([
      'connect',
      'signAndSendTransaction',
      'signTransaction',
    ])
  })

  it('emits accountsChanged with a PublicKey, and disconnect when the wallet drops the account', async () => {
    const { provider, wallet } = await connectedProvider()
    const seen: unknown[] = []
    provider.on('accountsChanged', (key: never) => seen.push((key as PublicKey).toBase58()))
    provider.on('disconnect', () => seen.push('disconnect'))
    const next = Keypair.generate()
    wallet.keypairs.push(next)
    wallet.grant([next])
    expect(provider.publicKey?.equals(next.publicKey)).toBe(true)
    wallet.grant([])
    expect(seen).toEqual([next.publicKey.toBase58(), 'disconnect'])
  })

  it('rejects declined prompts with UserRejectedRequestError', async () => {
    const { provider, wallet } = await connectedProvider()
    wallet.setReject(true)
    await expect(provider.signMessage(new Uint8Array([1]))).rejects.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('gives a web3.js Connection per RPC URL, once', async () => {
    const { adapter } = setupAdapter()
    const network = withRpc(solana, rpc.url)
    const first = await adapter.getConnection({ network })
    expect(first).toBeInstanceOf(Connection)
    expect(first.rpcEndpoint).toBe(rpc.url)
    expect(await adapter.getConnection({ network })).toBe(first)
    expect(await (first as Connection).getBalance(new PublicKey(payer.publicKey))).toBeGreaterThan(
      0,
    )
  })
})
