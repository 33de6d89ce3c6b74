import {
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hash,
  parseUnits,
} from 'viem'
import { devTokens } from '../../chains/devTokens.js'
import { deployerAccount } from '../../chains/serviceAccounts.js'
import {
  devSwapPools,
  liquidityAccount,
  nativeSymbol,
  swapPoolDepthUsd,
  wrappedNativeAddress,
} from '../../chains/swapPools.js'
import { swapRouterAddress } from '../../chains/swapRouterAddress.js'
import {
  kitSwapRouterAbi,
  kitSwapRouterBytecode,
  kitTokenAbi,
  kitWrappedNativeAbi,
  kitWrappedNativeBytecode,
} from '../../contracts/artifacts.js'
import { DevnetSeedError } from '../../errors/devnet.js'
import type { SeedSender } from './createSeedSender.js'

/** The native currency of the chain the pools are deployed on. */
export type SwapPoolNative = { readonly symbol: string; readonly price: number }

export type DeploySwapPoolsParameters = {
  sender: SeedSender
  native: SwapPoolNative
}

/** Base units of a token worth `usd` at `price` USD (prices count to 1e-8 USD), rounded down. */
export function poolReserve({
  usd,
  price,
  decimals,
}: {
  usd: number
  price: number
  decimals: number
}): bigint {
  return (BigInt(usd) * 10n ** BigInt(decimals + 8)) / parseUnits(price.toFixed(8), 8)
}

const maxUint256 = 2n ** 256n - 1n
// Enough for every deployment and deposit at the seed sender's fixed 3 gwei fee cap.
const gasAllowance = 10n ** 17n

/**
 * Deploys the wrapped native currency and the swap router from the liquidity account (nonces 0
 * and 1, so the same addresses on every chain), then fills the pools of `devSwapPools`, each side
 * worth `swapPoolDepthUsd` at the local prices. The deployer hands the liquidity account the
 * tokens; anvil sets its native balance. Returns the transaction hashes.
 */
export async function deploySwapPools({
  sender,
  native,
}: DeploySwapPoolsParameters): Promise<Hash[]> {
  const fail = (details: string) => new DevnetSeedError({ chainId: sender.chainId, details })
  const nonce = Number(
    await sender.call('eth_getTransactionCount', [liquidityAccount.address, 'latest']),
  )
  if (nonce !== 0) throw fail(`The liquidity account has already sent ${nonce} transactions.`)
  if (!(native.price > 0)) throw fail(`${native.symbol} has no price to fill the pools at.`)

  const sides = new Map<string, { address: `0x${string}`; reserve: bigint }>([
    [
      nativeSymbol,
      {
        address: wrappedNativeAddress,
        reserve: poolReserve({ usd: swapPoolDepthUsd, price: native.price, decimals: 18 }),
      },
    ],
  ])
  for (const token of devTokens) {
    if (token.price <= 0) continue
    const reserve = poolReserve({
      usd: swapPoolDepthUsd,
      price: token.price,
      decimals: token.decimals,
    })
    sides.set(token.symbol, { address: token.address, reserve })
  }
  const side = (symbol: string) => {
    const found = sides.get(symbol)
    if (!found) throw fail(`No priced token ${symbol} for a pool.`)
    return found
  }
  const totals = new Map<string, bigint>()
  for (const { symbols } of devSwapPools) {
    for (const symbol of symbols)
      totals.set(symbol, (totals.get(symbol) ?? 0n) + side(symbol).reserve)
  }

  const hashes: Hash[] = []
  const nativeTotal = totals.get(nativeSymbol) ?? 0n
  await sender.call('anvil_setBalance', [
    liquidityAccount.address,
    `0x${(nativeTotal + gasAllowance).toString(16)}`,
  ])
  for (const [symbol, total] of totals) {
    if (symbol === nativeSymbol) continue
    const data = encodeFunctionData({
      abi: kitTokenAbi,
      functionName: 'transfer',
      args: [liquidityAccount.address, total],
    })
    hashes.push(
      await sender.send({
        account: deployerAccount,
        to: side(symbol).address,
        data,
        gas: 100_000n,
      }),
    )
  }

  const send = (transaction: Omit<Parameters<SeedSender['send']>[0], 'account'>) =>
    sender.send({ account: liquidityAccount, ...transaction })
  hashes.push(
    await send({
      data: encodeDeployData({
        abi: kitWrappedNativeAbi,
        bytecode: kitWrappedNativeBytecode,
        args: [`Wrapped ${native.symbol}`, `W${native.symbol}`],
      }),
      gas: 2_000_000n,
    }),
    await send({
      data: encodeDeployData({
        abi: kitSwapRouterAbi,
        bytecode: kitSwapRouterBytecode,
        args: [wrappedNativeAddress],
      }),
      gas: 4_000_000n,
    }),
  )
  for (const symbol of totals.keys()) {
    if (symbol === nativeSymbol) continue
    const data = encodeFunctionData({
      abi: kitTokenAbi,
      functionName: 'approve',
      args: [swapRouterAddress, maxUint256],
    })
    hashes.push(await send({ to: side(symbol).address, data, gas: 100_000n }))
  }
  for (const { symbols } of devSwapPools) {
    const [a, b] = symbols.map(side) as [ReturnType<typeof side>, ReturnType<typeof side>]
    const data =
      symbols[0] === nativeSymbol
        ? encodeFunctionData({
            abi: kitSwapRouterAbi,
            functionName: 'addLiquidityNative',
            args: [b.address, b.reserve, liquidityAccount.address],
          })
        : encodeFunctionData({
            abi: kitSwapRouterAbi,
            functionName: 'addLiquidity',
            args: [a.address, b.address, a.reserve, b.reserve, liquidityAccount.address],
          })
    const value = symbols[0] === nativeSymbol ? a.reserve : 0n
    hashes.push(await send({ to: swapRouterAddress, data, value, gas: 1_500_000n }))
  }

  // The addresses are published as constants: a different order must fail loudly.
  const expected = [
    [wrappedNativeAddress, getContractAddress({ from: liquidityAccount.address, nonce: 0n })],
    [swapRouterAddress, getContractAddress({ from: liquidityAccount.address, nonce: 1n })],
    ...devSwapPools.map(({ address }, index) => [
      address,
      getContractAddress({ from: swapRouterAddress, nonce: BigInt(index + 1) }),
    ]),
  ]
  for (const [published, actual] of expected) {
    if (published !== actual) throw fail(`A swap contract deployed at ${actual}, not ${published}.`)
  }
  return hashes
}
