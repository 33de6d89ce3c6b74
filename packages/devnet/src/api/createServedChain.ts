import type { Address, Hash } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetChainConfig } from '../chains/DevnetConfig.js'
import type { DevnetDeployment } from '../chains/DevnetDeployment.js'
import { nativeCurrencyPrices } from '../chains/nativeCurrencyPrices.js'
import { fundingAccount } from '../chains/serviceAccounts.js'
import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'
import { waitForReceipt } from '../utils/waitForReceipt.js'
import { createChainIndexer } from './history/createChainIndexer.js'
import type { ServedChain } from './ServedChain.js'
import { createTokenInfoCache } from './tokens/createTokenInfoCache.js'

const nativeNames: Readonly<Record<string, string>> = { ETH: 'Ether', POL: 'POL' }

/** Wraps one running chain for the API: its RPC, deployment, history index and payouts. */
export function createServedChain(
  config: DevnetChainConfig,
  deployment: DevnetDeployment | undefined,
): ServedChain {
  const call = (method: string, params: readonly unknown[] = []) =>
    jsonRpcRequest({ url: config.rpcUrl, method, params })
  const tokens = deployment?.tokens ?? []
  const collections = deployment?.collections ?? []
  const funder = privateKeyToAccount(fundingAccount.privateKey)
  let payouts: Promise<unknown> = Promise.resolve()

  // One payout at a time, so that each reads the nonce the previous one left.
  const sendPayout = async (to: Address, value: bigint): Promise<Hash> => {
    const [nonce, block, gas] = await Promise.all([
      call('eth_getTransactionCount', [funder.address, 'pending']),
      call('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string }>,
      call('eth_estimateGas', [{ from: funder.address, to, value: `0x${value.toString(16)}` }]),
    ])
    const baseFee = BigInt(block.baseFeePerGas ?? '0x3b9aca00')
    const maxPriorityFeePerGas = 1_000_000_000n
    const signed = await funder.signTransaction({
      type: 'eip1559',
      chainId: config.chainId,
      nonce: Number(BigInt(nonce as string)),
      to,
      value,
      gas: BigInt(gas as string),
      maxFeePerGas: baseFee * 2n + maxPriorityFeePerGas,
      maxPriorityFeePerGas,
    })
    const hash = (await call('eth_sendRawTransaction', [signed])) as Hash
    // Paid out means mined: the buyer's balance shows it as soon as the page says so.
    await waitForReceipt({ call, hash })
    return hash
  }

  return {
    config,
    caip2: `eip155:${config.chainId}`,
    native: {
      name: nativeNames[config.symbol] ?? config.symbol,
      symbol: config.symbol,
      decimals: 18,
      price: config.testnet ? 0 : (nativeCurrencyPrices[config.symbol] ?? 0),
    },
    tokens,
    collections,
    call,
    indexer: createChainIndexer({ chainId: config.chainId, call }),
    tokenInfo: createTokenInfoCache({ tokens, collections, call }),
    fund(to, value) {
      const run = payouts.then(() => sendPayout(to, value))
      payouts = run.catch(() => undefined)
      return run
    },
  }
}
