import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { bitcoinDevAccounts } from '../bitcoin/bitcoinDevAccounts.js'
import { devAccounts } from '../chains/devAccounts.js'
import { InvalidBitcoinOptionsError } from '../errors/bitcoin.js'
import { DevnetStartError } from '../errors/devnet.js'
import { solanaDevAccounts, solanaDevLamports } from '../solana/solanaDevAccounts.js'
import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'
import { startDevnet } from './startDevnet.js'

/**
 * The anvils this test process started (its children): other test files may run stacks of their
 * own beside it, in other workers.
 */
function anvilCommandLines(): string[] {
  return execFileSync('ps', ['-eo', 'ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+(.*)/s))
    .filter(
      ([ppid, args = '']) =>
        Number(ppid) === process.pid && args.includes('anvil') && args.includes('--chain-id'),
    )
    .map(([, args = '']) => args)
}

test('starts four funded anvils, Solana, Bitcoin and the API server, and stops them all', async () => {
  const devnet = await startDevnet({ ports: 'free' })
  try {
    expect(devnet.chains.map(({ chainId, name }) => [chainId, name])).toEqual([
      [1, 'Ethereum'],
      [10, 'OP Mainnet'],
      [42161, 'Arbitrum One'],
      [11155111, 'Sepolia'],
    ])
    for (const chain of devnet.chains) {
      const chainId = await jsonRpcRequest({ url: chain.rpcUrl, method: 'eth_chainId' })
      expect(chainId).toBe(`0x${chain.chainId.toString(16)}`)
      const balance = await jsonRpcRequest({
        url: chain.rpcUrl,
        method: 'eth_getBalance',
        params: [devAccounts[1]!.address, 'latest'],
      })
      expect(BigInt(balance as string)).toBeGreaterThan(10n ** 21n)
      const accounts = await jsonRpcRequest({ url: chain.rpcUrl, method: 'eth_accounts' })
      expect((accounts as string[]).slice(0, 4)).toEqual(
        devAccounts.map((account) => account.address.toLowerCase()),
      )
    }

    expect(devnet.analyticsUrl).toBe(devnet.apiUrl)
    expect(devnet.deployments.map(({ chainId, seeded }) => [chainId, seeded])).toEqual([
      [1, true],
      [10, true],
      [42161, true],
      [11155111, false],
    ])
    const supported = await (await fetch(`${devnet.apiUrl}/v1/supported-chains`)).json()
    expect(supported.http).toEqual([
      ...devnet.chains.map((chain) => `eip155:${chain.chainId}`),
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    ])

    expect(devnet.solana).toEqual({
      caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      port: devnet.solanaRpc.port,
      rpcUrl: `http://127.0.0.1:${devnet.solanaRpc.port}`,
      wsUrl: `ws://127.0.0.1:${devnet.solanaRpc.port}`,
    })
    const lamports = await jsonRpcRequest({
      url: devnet.solana.rpcUrl,
      method: 'getBalance',
      params: [solanaDevAccounts[3]!.address],
    })
    expect(lamports).toMatchObject({ value: Number(solanaDevLamports) })
    // web3.js looks for the WebSocket on the next port when not told.
    expect(devnet.solanaRpc.nextPortWsUrl).toBe(`ws://127.0.0.1:${devnet.solana.port + 1}`)

    expect(devnet.bitcoin).toEqual({
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      port: devnet.bitcoinEsplora.port,
      esploraUrl: `http://127.0.0.1:${devnet.bitcoinEsplora.port}`,
    })
    const tip = async () =>
      Number(await (await fetch(`${devnet.bitcoin.esploraUrl}/blocks/tip/height`)).text())
    const height = await tip()
    devnet.bitcoinEsplora.mine(2)
    expect(await tip()).toBe(height + 2)
    const utxos = await (
      await fetch(
        `${devnet.bitcoin.esploraUrl}/address/${bitcoinDevAccounts[2]!.paymentAddress}/utxo`,
      )
    ).json()
    expect(utxos).toHaveLength(5)

    const event = { event: 'CONNECT_SUCCESS' }
    await fetch(`${devnet.analyticsUrl}/e`, { method: 'POST', body: JSON.stringify(event) })
    const events = await (await fetch(`${devnet.analyticsUrl}/events`)).json()
    expect(events).toEqual([event])

    const ports = devnet.chains.map((chain) => `--port ${chain.port} `)
    expect(anvilCommandLines().filter((line) => ports.some((p) => line.includes(p)))).toHaveLength(
      4,
    )
  } finally {
    await devnet.stop()
  }

  const ports = devnet.chains.map((chain) => `--port ${chain.port} `)
  expect(anvilCommandLines().filter((line) => ports.some((p) => line.includes(p)))).toEqual([])
  await expect(fetch(`${devnet.analyticsUrl}/events`)).rejects.toThrow()
  await expect(fetch(`${devnet.solana.rpcUrl}/health`)).rejects.toThrow()
  await expect(fetch(`${devnet.bitcoin.esploraUrl}/blocks/tip/height`)).rejects.toThrow()
})

test('a service that fails to start fails the stack, which stops what had started', async () => {
  const before = anvilCommandLines().length
  // The Bitcoin node serves on loopback only: on 0.0.0.0 it refuses to start, while the anvils
  // and the Solana node do start, and must be stopped again.
  const failed = await startDevnet({ ports: 'free', host: '0.0.0.0', handleSignals: false }).then(
    () => undefined,
    (error: unknown) => error,
  )
  expect(failed).toBeInstanceOf(DevnetStartError)
  expect((failed as DevnetStartError).cause).toBeInstanceOf(InvalidBitcoinOptionsError)
  expect(anvilCommandLines().length).toBe(before)
})
