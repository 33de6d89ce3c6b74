import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  VersionedTransaction,
} from '@solana/web3.js'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createSolanaKey, decodeBase58, encodeBase58, UnauthorizedProviderError } from '#shared'
import { solanaDevAccounts } from '../../../src/solana/solanaDevAccounts.js'
import {
  type StartSolanaRpcReturnType,
  startSolanaRpc,
} from '../../../src/solana/startSolanaRpc.js'
import { executeSolanaRequest } from './executeSolanaRequest.js'

const text = new TextEncoder().encode('Hello from Kit')

describe('executeSolanaRequest', () => {
  test('signs the message bytes; the base58 signature verifies against the address', async () => {
    const key = await createSolanaKey()
    const { signature } = (await executeSolanaRequest({
      method: 'solana_signMessage',
      params: { message: encodeBase58(text), pubkey: key.address },
      key,
    })) as { signature: string }
    const publicKey = await crypto.subtle.importKey(
      'raw',
      decodeBase58(key.address),
      'Ed25519',
      false,
      ['verify'],
    )
    expect(await crypto.subtle.verify('Ed25519', publicKey, decodeBase58(signature), text)).toBe(
      true,
    )
  })

  test('refuses a key that is not the wallet’s, and malformed parameters', async () => {
    const key = await createSolanaKey()
    const other = await createSolanaKey(new Uint8Array(32).fill(9))
    await expect(
      executeSolanaRequest({
        method: 'solana_signMessage',
        params: { message: encodeBase58(text), pubkey: other.address },
        key,
      }),
    ).rejects.toBeInstanceOf(UnauthorizedProviderError)
    await expect(
      executeSolanaRequest({ method: 'solana_signMessage', params: ['0OIl'], key }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      executeSolanaRequest({ method: 'solana_signAllTransactions', params: {}, key }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})

describe('solana_signTransaction and solana_signAndSendTransaction', () => {
  let solana: StartSolanaRpcReturnType
  let connection: Connection
  beforeAll(async () => {
    solana = await startSolanaRpc({ port: 0, slotIntervalMs: 50 })
    connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
  })
  afterAll(async () => {
    await solana.stop()
  })

  async function transferFrom(from: string, lamports: number) {
    const { blockhash } = await connection.getLatestBlockhash()
    const payer = new PublicKey(from)
    return new Transaction({ feePayer: payer, recentBlockhash: blockhash })
      .add(
        SystemProgram.transfer({
          fromPubkey: payer,
          toPubkey: new PublicKey(solanaDevAccounts[2]!.address),
          lamports,
        }),
      )
      .serialize({ requireAllSignatures: false, verifySignatures: false })
      .toString('base64')
  }

  test('signs a transfer: the signature verifies and the signed transaction lands', async () => {
    const key = await createSolanaKey()
    const { signature, transaction } = (await executeSolanaRequest({
      method: 'solana_signTransaction',
      params: { transaction: await transferFrom(key.address, 5_000), pubkey: key.address },
      key,
    })) as { signature: string; transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'))
    expect(encodeBase58(signed.signatures[0]!)).toBe(signature)
    expect(
      nacl.sign.detached.verify(
        signed.message.serialize(),
        decodeBase58(signature),
        decodeBase58(key.address),
      ),
    ).toBe(true)
    const sent = await connection.sendRawTransaction(Buffer.from(transaction, 'base64'))
    expect((await connection.confirmTransaction(sent, 'confirmed')).value.err).toBeNull()
  })

  test('signs and sends through the Solana RPC of the page', async () => {
    const key = await createSolanaKey()
    const before = await connection.getBalance(new PublicKey(solanaDevAccounts[2]!.address))
    const { signature } = (await executeSolanaRequest({
      method: 'solana_signAndSendTransaction',
      params: {
        transaction: await transferFrom(key.address, 7_000),
        pubkey: key.address,
        sendOptions: { preflightCommitment: 'confirmed' },
      },
      key,
      rpcUrl: solana.url,
    })) as { signature: string }
    expect((await connection.confirmTransaction(signature, 'confirmed')).value.err).toBeNull()
    expect(await connection.getBalance(new PublicKey(solanaDevAccounts[2]!.address))).toBe(
      before + 7_000,
    )
  })

  test('refuses another signer, bad base64 and sending without an RPC', async () => {
    const key = await createSolanaKey()
    const foreign = await transferFrom(solanaDevAccounts[1]!.address, 1)
    await expect(
      executeSolanaRequest({
        method: 'solana_signTransaction',
        params: { transaction: foreign },
        key,
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      executeSolanaRequest({
        method: 'solana_signTransaction',
        params: { transaction: '***', pubkey: key.address },
        key,
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      executeSolanaRequest({
        method: 'solana_signAndSendTransaction',
        params: { transaction: await transferFrom(key.address, 1) },
        key,
      }),
    ).rejects.toMatchObject({ code: 4200 })
  })
})
