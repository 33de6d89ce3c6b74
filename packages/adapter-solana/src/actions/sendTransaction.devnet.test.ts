import { UserRejectedRequestError } from '@kit/core/modules/errors/connection'
import { solana } from '@kit/core/modules/networks/solanaNetworks'
import {
  solanaDevAccounts,
  solanaDevLamports,
  solanaDevToken,
  solanaDevTokenAmount,
} from '@kit/devnet/chains'
import { type StartSolanaRpcReturnType, solanaDevKeypairs, startSolanaRpc } from '@kit/devnet/node'
import { Connection, Keypair, PublicKey } from '@solana/web3.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { InvalidSendParametersError, SendTransactionFailedError } from '../errors/transaction.js'
import { createTestWallet } from '../test/createTestWallet.js'
import { registerWallets, setupAdapter, withRpc } from '../test/setupAdapter.js'

let rpc: StartSolanaRpcReturnType
let connection: Connection
const keypairs = solanaDevKeypairs()

beforeAll(async () => {
  rpc = await startSolanaRpc({ port: 0, slotIntervalMs: 40 })
  connection = new Connection(rpc.url, { wsEndpoint: rpc.wsUrl, commitment: 'confirmed' })
})
afterAll(() => rpc.stop())

async function connected({ index = 0, send = true, name = 'Dev' } = {}) {
  const network = withRpc(solana, rpc.url)
  const wallet = createTestWallet({
    name,
    keypairs: [keypairs[index] as Keypair],
    rpcUrl: send ? rpc.url : undefined,
  })
  registerWallets(wallet)
  const { adapter } = setupAdapter({
    networks: [network],
    pollInterval: 40,
    confirmTimeout: 10_000,
  })
  const { address } = await adapter.connect({ connectorId: name, network })
  return { adapter, wallet, network, from: address }
}

async function tokenBalance(owner: PublicKey): Promise<bigint> {
  const { value } = await connection.getParsedTokenAccountsByOwner(owner, {
    mint: new PublicKey(solanaDevToken.mint),
  })
  return value.reduce(
    (sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount),
    0n,
  )
}

describe('against the local Solana RPC', () => {
  it('reads a dev account’s SOL and token balances exactly', async () => {
    const { adapter, network } = await connected({ index: 3 })
    const [account] = solanaDevAccounts.slice(3)
    const address = account?.address as string
    expect(await adapter.getBalance({ address, network })).toEqual({
      balance: (solanaDevLamports / 1_000_000_000n).toString(),
      symbol: 'SOL',
    })
    expect(
      await adapter.getBalance({ address, network, token: { address: solanaDevToken.mint } }),
    ).toEqual({
      balance: (solanaDevTokenAmount / 10n ** BigInt(solanaDevToken.decimals)).toString(),
      symbol: solanaDevToken.mint,
    })
    const empty = Keypair.generate().publicKey.toBase58()
    expect(await adapter.getBalance({ address: empty, network })).toEqual({
      balance: '0',
      symbol: 'SOL',
    })
  })

  it('uses the tokenSymbols option for a token’s symbol', async () => {
    const network = withRpc(solana, rpc.url)
    const { adapter } = setupAdapter({ tokenSymbols: { [solanaDevToken.mint]: 'kUSD' } })
    const result = await adapter.getBalance({
      address: solanaDevAccounts[2]?.address as string,
      network,
      token: { address: solanaDevToken.mint },
    })
    expect(result.symbol).toBe('kUSD')
  })

  it('sends SOL with solana:signAndSendTransaction and waits for confirmation', async () => {
    const { adapter, network, from, wallet } = await connected()
    const to = Keypair.generate().publicKey
    const signature = await adapter.sendTransaction({
      connectorId: 'Dev',
      network,
      from,
      to: to.toBase58(),
      value: 1_234_567n,
    })
    expect(wallet.requests).toEqual(['connect', 'signAndSendTransaction', 'chain solana:mainnet'])
    expect(await connection.getBalance(to)).toBe(1_234_567)
    const status = await connection.getSignatureStatus(signature)
    expect(status.value?.confirmationStatus).toMatch(/confirmed|finalized/)
    expect(status.value?.err).toBeNull()
    expect((await adapter.getBalance({ address: to.toBase58(), network })).balance).toBe(
      '0.001234567',
    )
  })

  it('falls back to solana:signTransaction and the RPC’s sendTransaction', async () => {
    const { adapter, network, from, wallet } = await connected({
      index: 1,
      send: false,
      name: 'NoSend',
    })
    const to = Keypair.generate().publicKey
    await adapter.sendTransaction({
      connectorId: 'NoSend',
      network,
      from,
      to: to.toBase58(),
      value: 5_000_000n,
    })
    expect(wallet.requests).toEqual(['connect', 'signTransaction'])
    expect(await connection.getBalance(to)).toBe(5_000_000)
  })

  it('sends an SPL token to a recipient without a token account, creating it, then again', async () => {
    const { adapter, network, from } = await connected({ index: 2, name: 'Spl' })
    const to = Keypair.generate().publicKey
    const before = await tokenBalance(new PublicKey(from))
    const send = (value: bigint) =>
      adapter.sendTransaction({
        connectorId: 'Spl',
        network,
        from,
        to: to.toBase58(),
        value,
        token: { address: solanaDevToken.mint },
      })
    await send(1_500_000n)
    expect(await tokenBalance(to)).toBe(1_500_000n)
    await send(250_000n)
    expect(await tokenBalance(to)).toBe(1_750_000n)
    expect(await tokenBalance(new PublicKey(from))).toBe(before - 1_750_000n)
    expect(
      await adapter.getBalance({
        address: to.toBase58(),
        network,
        token: { address: solanaDevToken.mint },
      }),
    ).toEqual({ balance: '1.75', symbol: solanaDevToken.mint })
  })

  it('sends an SPL token to a dev account that already has its token account', async () => {
    const { adapter, network, from } = await connected({ index: 2, name: 'Spl2' })
    const recipient = new PublicKey(solanaDevAccounts[3]?.address as string)
    const before = await tokenBalance(recipient)
    await adapter.sendTransaction({
      connectorId: 'Spl2',
      network,
      from,
      to: recipient.toBase58(),
      value: 1n,
      token: { address: solanaDevToken.mint },
    })
    expect(await tokenBalance(recipient)).toBe(before + 1n)
  })

  it('turns a declined prompt into UserRejectedRequestError, sending nothing', async () => {
    const { adapter, network, from, wallet } = await connected({ index: 1, name: 'Reject' })
    wallet.setReject(true)
    const to = Keypair.generate().publicKey
    await expect(
      adapter.sendTransaction({
        connectorId: 'Reject',
        network,
        from,
        to: to.toBase58(),
        value: 1n,
      }),
    ).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(await connection.getBalance(to)).toBe(0)
  })

  it.each([
    ['a zero amount', { value: 0n }],
    ['a negative amount', { value: -5n }],
    ['an amount beyond 64 bits', { value: 2n ** 64n }],
    ['an EVM receiver', { to: '0x52908400098527886E0F7030069857D2E4169EE7' }],
    ['a receiver of 31 bytes', { to: '1111111111111111111111111111111' }],
    ['a receiver with a 0', { to: '0OOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO' }],
    ['an empty receiver', { to: '' }],
  ])('refuses %s with the SPEC text', async (_, change) => {
    const { adapter, network, from } = await connected({ index: 1, name: 'Bad' })
    const error = await adapter
      .sendTransaction({
        connectorId: 'Bad',
        network,
        from,
        to: Keypair.generate().publicKey.toBase58(),
        value: 1n,
        ...change,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidSendParametersError)
    expect((error as InvalidSendParametersError).shortMessage).toBe(
      'Please enter a valid amount and receiver address',
    )
  })

  it('reports any other failure with the SPEC text, keeping the cause', async () => {
    const { adapter, network, from } = await connected({ index: 1, name: 'Poor' })
    const error = await adapter
      .sendTransaction({
        connectorId: 'Poor',
        network,
        from,
        to: Keypair.generate().publicKey.toBase58(),
        value: solanaDevLamports * 10n,
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionFailedError)
    expect((error as SendTransactionFailedError).shortMessage).toBe(
      'Failed to send transaction. Please try again.',
    )
    expect((error as SendTransactionFailedError).cause).toBeDefined()
  })

  it('refuses a mint that is not a token mint, as a send failure', async () => {
    const { adapter, network, from } = await connected({ index: 1, name: 'NotMint' })
    const error = await adapter
      .sendTransaction({
        connectorId: 'NotMint',
        network,
        from,
        to: Keypair.generate().publicKey.toBase58(),
        value: 1n,
        token: { address: from },
      })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SendTransactionFailedError)
    expect((error as SendTransactionFailedError).cause).toMatchObject({ name: 'InvalidMintError' })
  })
})
