import {
  type BalanceResponse,
  createApiClient,
  getBalances,
  getSupportedChains,
  getTransactionHistory,
  type HistoryResponse,
  type Transaction,
} from '@kit/blockchain-api'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  Transaction as SolanaTransaction,
  SystemProgram,
  type TransactionInstruction,
} from '@solana/web3.js'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { solanaDevKeypairs } from '../../solana/seed/seedSolanaDevState.js'
import { transferCheckedInstruction } from '../../solana/seed/splTokenInstructions.js'
import { solanaDevAccounts, solanaDevToken } from '../../solana/solanaDevAccounts.js'
import { solanaLocalNetwork } from '../../solana/solanaLocalNetwork.js'
import { type StartSolanaRpcReturnType, startSolanaRpc } from '../../solana/startSolanaRpc.js'
import { createSolanaServedChain } from '../solana/createSolanaServedChain.js'
import { querySolanaHistory } from '../solana/querySolanaHistory.js'
import { type StartApiServerReturnType, startApiServer } from '../startApiServer.js'

const caip2 = solanaLocalNetwork.caipNetworkId
const [alice] = solanaDevKeypairs() as [Keypair, ...Keypair[]]
const stranger = Keypair.generate().publicKey.toBase58()
const [aliceAccount, bobAccount] = solanaDevAccounts as [
  (typeof solanaDevAccounts)[number],
  (typeof solanaDevAccounts)[number],
]

let solana: StartSolanaRpcReturnType
let api: StartApiServerReturnType
let connection: Connection
let solSignature: string
let tokenSignature: string

async function send(
  instructions: TransactionInstruction[],
  signer: Keypair,
  { skipPreflight = false } = {},
): Promise<string> {
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
  const transaction = new SolanaTransaction({
    feePayer: signer.publicKey,
    blockhash,
    lastValidBlockHeight,
  })
  transaction.add(...instructions).sign(signer)
  const signature = await connection.sendRawTransaction(transaction.serialize(), { skipPreflight })
  // A transaction meant to fail: web3.js resolves with its error when the subscription reports
  // it, but rejects with that error when its first status check already finds it confirmed (a
  // race on a fast local chain). Either way it landed; the test reads the outcome from history.
  await connection
    .confirmTransaction({ signature, blockhash, lastValidBlockHeight }, 'confirmed')
    .catch((error: unknown) => {
      if (!skipPreflight || typeof error !== 'object' || error === null || error instanceof Error)
        throw error
    })
  return signature
}

beforeAll(async () => {
  solana = await startSolanaRpc({ port: 0, slotIntervalMs: 20 })
  connection = new Connection(solana.url, { wsEndpoint: solana.wsUrl, commitment: 'confirmed' })
  api = await startApiServer({
    chains: [],
    solana: { caipNetworkId: caip2, port: solana.port, rpcUrl: solana.url, wsUrl: solana.wsUrl },
  })
  // Alice sends 1.5 SOL to a fresh account, then 25 kUSD to Bob's token account.
  solSignature = await send(
    [
      SystemProgram.transfer({
        fromPubkey: alice.publicKey,
        toPubkey: new PublicKey(stranger),
        lamports: 1.5 * LAMPORTS_PER_SOL,
      }),
    ],
    alice,
  )
  tokenSignature = await send(
    [
      transferCheckedInstruction({
        source: new PublicKey(aliceAccount.tokenAccount),
        mint: new PublicKey(solanaDevToken.mint),
        destination: new PublicKey(bobAccount.tokenAccount),
        owner: alice.publicKey,
        amount: 25_000_000n,
        decimals: solanaDevToken.decimals,
      }),
    ],
    alice,
  )
}, 30_000)
afterAll(async () => {
  await api?.stop()
  await solana?.stop()
})

async function get<body>(path: string): Promise<{ status: number; body: body }> {
  const response = await fetch(`${api.url}${path}`)
  return { status: response.status, body: (await response.json()) as body }
}

function bySymbol(balances: BalanceResponse['balances']) {
  return Object.fromEntries(balances.map((balance) => [balance.symbol, balance]))
}

test('the local Solana network is listed with the EVM chains', async () => {
  const { body } = await get('/v1/supported-chains')
  expect(body).toEqual({ http: [caip2], ws: [] })
})

test('balances: SOL and kUSD read from the node, priced in USD', async () => {
  const { status, body } = await get<BalanceResponse>(
    `/v1/account/${bobAccount.address}/balance?currency=usd&chainId=${caip2}`,
  )
  expect(status).toBe(200)
  const balances = bySymbol(body.balances)
  expect(Object.keys(balances).sort()).toEqual(['SOL', 'kUSD'])
  expect(balances.SOL).toMatchObject({
    name: 'Solana',
    chainId: caip2,
    price: 148.2,
    quantity: { decimals: 9, numeric: '1000' },
    value: 148_200,
  })
  expect(balances.SOL!.address).toBeUndefined()
  expect(balances.kUSD).toEqual({
    name: 'Kit USD (local)',
    symbol: 'kUSD',
    chainId: caip2,
    address: `${caip2}:${solanaDevToken.mint}`,
    value: 10_025,
    price: 1,
    quantity: { decimals: 6, numeric: '10025' },
    iconUrl: `${api.url}/public/getTokenImage/kUSD`,
  })

  // The sender paid two fees besides what she sent.
  const alices = bySymbol(
    (await get<BalanceResponse>(`/v1/account/${aliceAccount.address}/balance?chainId=${caip2}`))
      .body.balances,
  )
  expect(alices.kUSD!.quantity.numeric).toBe('9975')
  const lamports = await connection.getBalance(alice.publicKey)
  expect(alices.SOL!.quantity.numeric).toBe(String(lamports / LAMPORTS_PER_SOL))
  expect(lamports).toBeLessThan(998.5 * LAMPORTS_PER_SOL)

  // Without chainId, a Solana address means the Solana chain.
  const { body: fresh } = await get<BalanceResponse>(`/v1/account/${stranger}/balance`)
  expect(fresh.balances).toEqual([
    expect.objectContaining({
      symbol: 'SOL',
      quantity: { decimals: 9, numeric: '1.5' },
      value: 222.3,
    }),
  ])
})

test('history: SOL and SPL transfers, newest first, with directions', async () => {
  const history = async (address: string) =>
    (await get<HistoryResponse>(`/v1/account/${address}/history?chainId=${caip2}`)).body

  const alices = await history(aliceAccount.address)
  const [tokenSend, solSend] = alices.data as [Transaction, Transaction]
  expect(tokenSend).toMatchObject({
    id: `${caip2}:${tokenSignature}`,
    metadata: {
      operationType: 'send',
      hash: tokenSignature,
      sentFrom: aliceAccount.address,
      sentTo: bobAccount.address,
      status: 'confirmed',
      nonce: 0,
      chain: caip2,
    },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '25' },
        value: 25,
        price: 1,
        fungible_info: { name: 'Kit USD (local)', symbol: 'kUSD' },
      },
    ],
  })
  expect(Date.parse(tokenSend.metadata.minedAt)).toBeGreaterThan(Date.now() - 60_000)
  expect(solSend).toMatchObject({
    metadata: { operationType: 'send', hash: solSignature, sentTo: stranger },
    transfers: [
      {
        direction: 'out',
        quantity: { numeric: '1.5' },
        value: 222.3,
        price: 148.2,
        fungible_info: { symbol: 'SOL' },
      },
    ],
  })
  // The seeded history follows: the faucet's SOL and the kUSD minted to her.
  const older = alices.data.slice(2)
  expect(
    older.some(
      (tx) => tx.metadata.operationType === 'mint' && tx.transfers[0]?.quantity.numeric === '10000',
    ),
  ).toBe(true)
  expect(
    older.some((tx) =>
      tx.transfers.some(
        (t) =>
          t.direction === 'in' &&
          t.quantity.numeric === '1000' &&
          t.fungible_info?.symbol === 'SOL',
      ),
    ),
  ).toBe(true)

  // Bob's wallet address is not in the token transfer: it is found through his token account.
  const [received] = (await history(bobAccount.address)).data as [Transaction]
  expect(received).toMatchObject({
    metadata: { operationType: 'receive', hash: tokenSignature, sentFrom: aliceAccount.address },
    transfers: [
      { direction: 'in', quantity: { numeric: '25' }, fungible_info: { symbol: 'kUSD' } },
    ],
  })

  const fresh = await history(stranger)
  expect(fresh.next).toBeNull()
  expect(fresh.data).toHaveLength(1)
  expect(fresh.data[0]).toMatchObject({
    metadata: { operationType: 'receive', sentFrom: aliceAccount.address },
    transfers: [{ direction: 'in', quantity: { numeric: '1.5' } }],
  })
})

test('history pages through the cursor without gaps or repeats', async () => {
  const chain = createSolanaServedChain({
    caipNetworkId: caip2,
    port: solana.port,
    rpcUrl: solana.url,
    wsUrl: solana.wsUrl,
  })
  const whole = await querySolanaHistory({
    address: aliceAccount.address,
    chain,
    cursor: undefined,
    baseUrl: api.url,
    pageSize: 100,
  })
  expect(whole.data.length).toBeGreaterThanOrEqual(4)
  const paged: string[] = []
  let cursor: string | undefined
  for (let page = 0; page < 20; page += 1) {
    const { data, next } = await querySolanaHistory({
      address: aliceAccount.address,
      chain,
      cursor,
      baseUrl: api.url,
      pageSize: 3,
    })
    paged.push(...data.map((tx) => tx.id))
    if (next === null) break
    cursor = next
  }
  expect(paged).toEqual(whole.data.map((tx) => tx.id))
})

test('an unknown account has no history and only 0 SOL', async () => {
  const nobody = Keypair.generate().publicKey.toBase58()
  const { body: history } = await get<HistoryResponse>(
    `/v1/account/${nobody}/history?chainId=${caip2}`,
  )
  expect(history).toEqual({ data: [], next: null })
  const { body } = await get<BalanceResponse>(`/v1/account/${nobody}/balance?chainId=${caip2}`)
  expect(body.balances).toEqual([
    expect.objectContaining({ symbol: 'SOL', value: 0, quantity: { decimals: 9, numeric: '0' } }),
  ])
})

test('malformed addresses, chain ids and cursors are 400s', async () => {
  const invalidAddress = { reasons: [{ field: 'address', description: 'Invalid address' }] }
  for (const path of [
    `/v1/account/not-an-address/balance?chainId=${caip2}`,
    `/v1/account/${'1'.repeat(45)}/history?chainId=${caip2}`,
    `/v1/account/0x${'ab'.repeat(20)}/balance?chainId=${caip2}`,
    `/v1/account/${aliceAccount.address.slice(0, -1)}0/history?chainId=${caip2}`,
    `/v1/account/${aliceAccount.address}x/balance`,
  ]) {
    const { status, body } = await get(path)
    expect({ path, status, body }).toEqual({ path, status: 400, body: invalidAddress })
  }
  const devnetCluster = await get(
    `/v1/account/${aliceAccount.address}/balance?chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`,
  )
  expect(devnetCluster).toEqual({
    status: 400,
    body: {
      reasons: [
        {
          field: 'chainId',
          description: 'Unsupported chain solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
        },
      ],
    },
  })
  expect((await get(`/v1/account/${aliceAccount.address}/balance?chainId=solana:x`)).status).toBe(
    400,
  )
  const badCursor = await get(
    `/v1/account/${aliceAccount.address}/history?chainId=${caip2}&cursor=abc`,
  )
  expect(badCursor).toEqual({
    status: 400,
    body: { reasons: [{ field: 'cursor', description: 'Invalid cursor' }] },
  })
})

test('a failed transaction is listed as failed, with no transfers', async () => {
  // More kUSD than she holds: the SPL Token program refuses, the fee is still taken.
  const signature = await send(
    [
      transferCheckedInstruction({
        source: new PublicKey(aliceAccount.tokenAccount),
        mint: new PublicKey(solanaDevToken.mint),
        destination: new PublicKey(bobAccount.tokenAccount),
        owner: alice.publicKey,
        amount: 10n ** 15n,
        decimals: solanaDevToken.decimals,
      }),
    ],
    alice,
    { skipPreflight: true },
  )
  // Found by its signature (on a busy machine another transaction can share its slot), once it
  // is confirmed: web3.js may report the failure while the transaction is only processed.
  await vi.waitFor(async () => {
    const { body } = await get<HistoryResponse>(
      `/v1/account/${aliceAccount.address}/history?chainId=${caip2}`,
    )
    expect(body.data.find((tx) => tx.metadata.hash === signature)).toMatchObject({
      metadata: { hash: signature, status: 'failed', operationType: 'execute' },
      transfers: [],
    })
  })
})

test('the Kit client reads the answers with its own schemas', async () => {
  const client = createApiClient({ baseUrl: api.url, projectId: 'local' })
  expect((await getSupportedChains(client)).http).toContain(caip2)
  const { balances } = await getBalances(client, { address: aliceAccount.address, chainId: caip2 })
  expect(balances.length).toBeGreaterThan(0)
  const page = await getTransactionHistory(client, {
    account: aliceAccount.address,
    chainId: caip2,
  })
  expect(page.data.length).toBeGreaterThan(0)
  expect(page.data.every((tx) => tx.metadata.chain === caip2)).toBe(true)
})
