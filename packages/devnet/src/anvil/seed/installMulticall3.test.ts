import { createPublicClient, http, parseAbi } from 'viem'
import { mainnet } from 'viem/chains'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type StartAnvilReturnType, startAnvil } from '../startAnvil.js'
import { installMulticall3, multicall3Address } from './installMulticall3.js'

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
})
afterAll(() => anvil?.stop())

const abi = parseAbi([
  'function getChainId() view returns (uint256)',
  'function getEthBalance(address) view returns (uint256)',
])

test("viem's multicall works on a local node once multicall3 is installed, at viem's address", async () => {
  const client = createPublicClient({ chain: mainnet, transport: http(anvil.rpcUrl) })
  expect(multicall3Address).toBe(mainnet.contracts.multicall3.address)
  expect(await client.getCode({ address: multicall3Address })).toBeUndefined()
  await installMulticall3({ rpcUrl: anvil.rpcUrl, chainId: 1 })
  const devAccount = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const results = await client.multicall({
    allowFailure: false,
    contracts: [
      { address: multicall3Address, abi, functionName: 'getChainId' },
      { address: multicall3Address, abi, functionName: 'getEthBalance', args: [devAccount] },
    ],
  })
  expect(results).toEqual([1n, await client.getBalance({ address: devAccount })])
})
