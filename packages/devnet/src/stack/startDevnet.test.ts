import { execFileSync } from 'node:child_process'
import { expect, test } from 'vitest'
import { devAccounts } from '../chains/devAccounts.js'
import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'
import { startDevnet } from './startDevnet.js'

function anvilCommandLines(): string[] {
  return execFileSync('ps', ['-eo', 'args'], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('anvil') && line.includes('--chain-id'))
}

test('starts four funded anvils and the API server, and stops them all', async () => {
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
    expect(supported.http).toEqual(devnet.chains.map((chain) => `eip155:${chain.chainId}`))

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
})
