// @vitest-environment node

import { base, mainnet, optimism } from '@kit/core/networks'
import {
  installMulticall3,
  multicall3Address,
  type StartAnvilReturnType,
  startAnvil,
} from '@kit/devnet/node'
import { getEnsName, getTransaction, multicall, readContracts } from '@wagmi/core'
import { createTestClient, custom, http, parseAbi, type Transport } from 'viem'
import { mainnet as viemMainnet } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { WagmiAdapter } from './WagmiAdapter.js'

type Call = { method: string; params: unknown }

/** A transport that records each JSON-RPC request and answers with `answer`. */
function recording(answer: (call: Call) => Promise<unknown> | unknown) {
  const calls: Call[] = []
  const transport: Transport = custom({
    async request({ method, params }) {
      calls.push({ method, params })
      return answer({ method, params })
    },
  })
  return { calls, transport }
}

/** Sends a request to a JSON-RPC URL and returns its result (or throws its error). */
async function forward(url: string, { method, params }: Call): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result, error } = (await response.json()) as { result?: unknown; error?: unknown }
  if (error) throw Object.assign(new Error('RPC error'), error)
  return result
}

const ethCallsTo = (calls: Call[]) =>
  calls
    .filter(({ method }) => method === 'eth_call')
    .map(({ params }) => String((params as [{ to?: string }])[0].to).toLowerCase())

describe("Kit's mainnet in wagmi: multicall3 on an anvil node (chain id 1)", () => {
  let anvil: StartAnvilReturnType
  /** Answers 42 to any call (runtime `PUSH1 42 PUSH1 0 MSTORE PUSH1 32 PUSH1 0 RETURN`). */
  const answer = '0x00000000000000000000000000000000000a4e42'
  const answerAbi = parseAbi(['function answer() view returns (uint256)'])

  beforeAll(async () => {
    anvil = await startAnvil({ chainId: 1, port: 0 })
    await installMulticall3({ rpcUrl: anvil.rpcUrl, chainId: 1 })
    await createTestClient({ mode: 'anvil', transport: http(anvil.rpcUrl) }).setCode({
      address: answer,
      bytecode: '0x602a60005260206000f3',
    })
  }, 30_000)
  afterAll(() => anvil?.stop())

  it("readContracts reads two contracts in one eth_call to viem's multicall3", async () => {
    const { calls, transport } = recording((call) => forward(anvil.rpcUrl, call))
    const { wagmiConfig } = new WagmiAdapter({ networks: [mainnet], transports: { 1: transport } })
    const contract = { address: answer, abi: answerAbi, functionName: 'answer' } as const
    const results = await readContracts(wagmiConfig, { contracts: [contract, contract] })
    expect(results).toEqual([
      { result: 42n, status: 'success' },
      { result: 42n, status: 'success' },
    ])
    // Without multicall3, wagmi falls back to one eth_call per contract.
    expect(ethCallsTo(calls)).toEqual([multicall3Address])
    await expect(multicall(wagmiConfig, { contracts: [contract] })).resolves.toEqual([
      { result: 42n, status: 'success' },
    ])
  })
})

describe('Kit networks in wagmi with what viem adds (through a fake transport)', () => {
  it("getEnsName on mainnet asks viem's ENS universal resolver", async () => {
    // Any answer will do: what matters is that the resolver is called, not "does not support".
    const { calls, transport } = recording(({ method }) => {
      if (method === 'eth_call') return '0x'
      throw new Error(`unexpected ${method}`)
    })
    const { wagmiConfig } = new WagmiAdapter({ networks: [mainnet], transports: { 1: transport } })
    const outcome = await getEnsName(wagmiConfig, {
      address: '0xd8da6bf26964af9d7eed9e10c1ea8f4c7a4c50d3',
      chainId: 1,
    }).catch((error: Error) => error)
    expect(String(outcome)).not.toMatch(/does not support contract/)
    // wagmi batches reads through multicall3, so the resolver is in the call's `to` or its data.
    const resolver = viemMainnet.contracts.ensUniversalResolver.address.slice(2).toLowerCase()
    const sent = calls
      .filter(({ method }) => method === 'eth_call')
      .map(({ params }) => JSON.stringify(params).toLowerCase())
    expect(sent.length).toBeGreaterThan(0)
    expect(sent.every((request) => request.includes(resolver))).toBe(true)
  })

  it.each([
    ['optimism', optimism],
    ['base', base],
  ] as const)('%s formats an OP Stack deposit transaction', async (_, network) => {
    const deposit = {
      blockHash: `0x${'11'.repeat(32)}`,
      blockNumber: '0x10',
      from: '0xdeaddeaddeaddeaddeaddeaddeaddeaddead0001',
      gas: '0xf4240',
      gasPrice: '0x0',
      hash: `0x${'22'.repeat(32)}`,
      input: '0x',
      isSystemTx: false,
      mint: '0xde0b6b3a7640000',
      nonce: '0x5',
      r: '0x0',
      s: '0x0',
      sourceHash: `0x${'33'.repeat(32)}`,
      to: '0x4200000000000000000000000000000000000015',
      transactionIndex: '0x0',
      type: '0x7e',
      v: '0x0',
      value: '0xde0b6b3a7640000',
    }
    const { transport } = recording(({ method }) => {
      if (method === 'eth_getTransactionByHash') return deposit
      throw new Error(`unexpected ${method}`)
    })
    const { wagmiConfig } = new WagmiAdapter({
      networks: [network],
      transports: { [network.id]: transport },
    })
    const transaction = await getTransaction(wagmiConfig, {
      hash: deposit.hash as `0x${string}`,
      chainId: network.id,
    })
    expect(transaction).toMatchObject({
      type: 'deposit',
      mint: 10n ** 18n,
      sourceHash: deposit.sourceHash,
      isSystemTx: false,
    })
  })
})
