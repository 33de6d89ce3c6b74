import {
  type Address,
  decodeEventLog,
  decodeFunctionResult,
  encodeFunctionData,
  type Hex,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { deployDevnetChain } from '../../anvil/seed/deployDevnetChain.js'
import { type StartAnvilReturnType, startAnvil } from '../../anvil/startAnvil.js'
import { devTokens } from '../../chains/devTokens.js'
import { deployerAccount } from '../../chains/serviceAccounts.js'
import { wrappedNativeAddress } from '../../chains/swapPools.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import { kitSwapRouterAbi, kitTokenAbi } from '../../contracts/artifacts.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'
import { waitForReceipt } from '../../utils/waitForReceipt.js'
import { getAmountOut } from './constantProduct.js'

// The deployer holds the rest of every token's supply and 10,000 ETH: it trades here.
const trader = privateKeyToAccount(deployerAccount.privateKey)
const token = (symbol: string) => devTokens.find((candidate) => candidate.symbol === symbol)!
const kusd = token('KUSD').address
const kbtc = token('KBTC').address
const kdai = token('KDAI').address

let anvil: StartAnvilReturnType
beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  await deployDevnetChain({ rpcUrl: anvil.rpcUrl, chainId: 1, seed: false, swapPools: true })
  for (const address of [kusd, kbtc, kdai]) {
    await send(
      address,
      encodeFunctionData({
        abi: kitTokenAbi,
        functionName: 'approve',
        args: [swapRouterAddress, 2n ** 256n - 1n],
      }),
    )
  }
}, 30_000)
afterAll(() => anvil?.stop())

const rpc = (method: string, params: unknown[]) =>
  jsonRpcRequest({ url: anvil.rpcUrl, method, params })

async function send(to: Address, data: Hex, value = 0n) {
  const nonce = Number(await rpc('eth_getTransactionCount', [trader.address, 'pending']))
  const signed = await trader.signTransaction({
    type: 'eip1559',
    chainId: 1,
    nonce,
    to,
    data,
    value,
    gas: 500_000n,
    maxFeePerGas: 10_000_000_000n,
    maxPriorityFeePerGas: 0n,
  })
  const hash = (await rpc('eth_sendRawTransaction', [signed])) as Hex
  const receipt = await waitForReceipt({ call: rpc, hash })
  expect(receipt.status).toBe('0x1')
  const { gasUsed, effectiveGasPrice, logs } = (await rpc('eth_getTransactionReceipt', [hash])) as {
    gasUsed: string
    effectiveGasPrice: string
    logs: { topics: Hex[]; data: Hex }[]
  }
  lastLogs = logs
  return BigInt(gasUsed) * BigInt(effectiveGasPrice)
}

let lastLogs: { topics: Hex[]; data: Hex }[] = []
const nativePlaceholder = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

/** The router's `Swapped` log of the last transaction sent. */
function lastSwapped() {
  const decoded = lastLogs.flatMap((log) => {
    try {
      return [
        decodeEventLog({ abi: kitSwapRouterAbi, ...log, topics: log.topics as [Hex, ...Hex[]] }),
      ]
    } catch {
      return []
    }
  })
  return decoded.find((event) => event.eventName === 'Swapped')?.args
}

async function reserves(tokenIn: Address, tokenOut: Address) {
  const data = encodeFunctionData({
    abi: kitSwapRouterAbi,
    functionName: 'getReserves',
    args: [tokenIn, tokenOut],
  })
  const result = (await rpc('eth_call', [{ to: swapRouterAddress, data }, 'latest'])) as Hex
  const [reserveIn, reserveOut] = decodeFunctionResult({
    abi: kitSwapRouterAbi,
    functionName: 'getReserves',
    data: result,
  })
  return { reserveIn, reserveOut }
}

const balanceOf = async (address: Address) =>
  address === wrappedNativeAddress
    ? BigInt((await rpc('eth_getBalance', [trader.address, 'latest'])) as string)
    : decodeFunctionResult({
        abi: kitTokenAbi,
        functionName: 'balanceOf',
        data: (await rpc('eth_call', [
          {
            to: address,
            data: encodeFunctionData({
              abi: kitTokenAbi,
              functionName: 'balanceOf',
              args: [trader.address],
            }),
          },
          'latest',
        ])) as Hex,
      })

/** Swaps `amountIn` through the router (`wrappedNativeAddress` standing for native) and returns what arrived. */
async function swap(tokenIn: Address, tokenOut: Address, amountIn: bigint, amountOutMin: bigint) {
  const deadline = 2n ** 40n
  const before = await balanceOf(tokenOut)
  let gasCost = 0n
  if (tokenIn === wrappedNativeAddress) {
    const args = [amountOutMin, tokenOut, trader.address, deadline] as const
    gasCost = await send(
      swapRouterAddress,
      encodeFunctionData({ abi: kitSwapRouterAbi, functionName: 'swapExactNativeForTokens', args }),
      amountIn,
    )
  } else if (tokenOut === wrappedNativeAddress) {
    const args = [amountIn, amountOutMin, tokenIn, trader.address, deadline] as const
    gasCost = await send(
      swapRouterAddress,
      encodeFunctionData({ abi: kitSwapRouterAbi, functionName: 'swapExactTokensForNative', args }),
    )
  } else {
    const args = [amountIn, amountOutMin, tokenIn, tokenOut, trader.address, deadline] as const
    gasCost = await send(
      swapRouterAddress,
      encodeFunctionData({ abi: kitSwapRouterAbi, functionName: 'swapExactTokensForTokens', args }),
    )
  }
  const received = (await balanceOf(tokenOut)) - before
  const native = (token: Address) => (token === wrappedNativeAddress ? nativePlaceholder : token)
  // The log names both sides, native included, so a log-reading history can show the trade.
  expect(lastSwapped()).toEqual({
    sender: trader.address,
    to: trader.address,
    tokenIn: native(tokenIn),
    tokenOut: native(tokenOut),
    amountIn,
    amountOut: tokenOut === wrappedNativeAddress ? received + gasCost : received,
  })
  return tokenOut === wrappedNativeAddress ? received + gasCost : received
}

// Sizes from one base unit to a third of the pool, each way and between tokens.
const trades: [string, Address, Address, bigint][] = [
  ['1 wei of ETH for KUSD', wrappedNativeAddress, kusd, 1n],
  ['0.001 ETH for KUSD', wrappedNativeAddress, kusd, 10n ** 15n],
  ['1 ETH for KUSD', wrappedNativeAddress, kusd, 10n ** 18n],
  ['100 ETH for KBTC', wrappedNativeAddress, kbtc, 100n * 10n ** 18n],
  ['1 KUSD for ETH', kusd, wrappedNativeAddress, 10n ** 6n],
  ['12,345.678901 KUSD for ETH', kusd, wrappedNativeAddress, 12_345_678_901n],
  ['0.00000001 KBTC for ETH', kbtc, wrappedNativeAddress, 1n],
  ['5 KBTC for ETH (a third of the pool)', kbtc, wrappedNativeAddress, 5n * 10n ** 8n],
  ['250 KUSD for KDAI', kusd, kdai, 250n * 10n ** 6n],
  ['3.5 KDAI for KBTC', kdai, kbtc, 35n * 10n ** 17n],
]

for (const [name, tokenIn, tokenOut, amountIn] of trades) {
  test(`the quote is what the pool pays: ${name}`, async () => {
    const pool = await reserves(tokenIn, tokenOut)
    const quoted = getAmountOut({ amountIn, ...pool })
    const data = encodeFunctionData({
      abi: kitSwapRouterAbi,
      functionName: 'quote',
      args: [amountIn, tokenIn, tokenOut],
    })
    const onChain = decodeFunctionResult({
      abi: kitSwapRouterAbi,
      functionName: 'quote',
      data: (await rpc('eth_call', [{ to: swapRouterAddress, data }, 'latest'])) as Hex,
    })
    expect(onChain).toBe(quoted)
    if (quoted === 0n) return
    expect(await swap(tokenIn, tokenOut, amountIn, quoted)).toBe(quoted)
    const after = await reserves(tokenIn, tokenOut)
    expect(after).toEqual({
      reserveIn: pool.reserveIn + amountIn,
      reserveOut: pool.reserveOut - quoted,
    })
    expect(after.reserveIn * after.reserveOut).toBeGreaterThan(pool.reserveIn * pool.reserveOut)
  })
}

test('the router refuses a swap asking one base unit more than the quote, or past its deadline', async () => {
  const amountIn = 10n ** 18n
  const quoted = getAmountOut({ amountIn, ...(await reserves(wrappedNativeAddress, kusd)) })
  const call = (amountOutMin: bigint, deadline: bigint) =>
    rpc('eth_call', [
      {
        from: trader.address,
        to: swapRouterAddress,
        value: `0x${amountIn.toString(16)}`,
        data: encodeFunctionData({
          abi: kitSwapRouterAbi,
          functionName: 'swapExactNativeForTokens',
          args: [amountOutMin, kusd, trader.address, deadline],
        }),
      },
      'latest',
    ])
  await expect(call(quoted, 2n ** 40n)).resolves.toBeTypeOf('string')
  await expect(call(quoted + 1n, 2n ** 40n)).rejects.toThrow('insufficient output amount')
  await expect(call(quoted, 1n)).rejects.toThrow('expired')
})
