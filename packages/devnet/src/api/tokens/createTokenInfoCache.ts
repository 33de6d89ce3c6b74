import { type Address, decodeFunctionResult, encodeFunctionData, getAddress } from 'viem'
import type { DevCollection } from '../../chains/devCollections.js'
import type { DevToken } from '../../chains/devTokens.js'
import { kitTokenAbi } from '../../contracts/artifacts.js'

/** What the API shows of a token contract. */
export type TokenInfo = {
  readonly address: Address
  readonly name: string
  readonly symbol: string
  readonly decimals: number
  /** USD price, when the price table knows the token. */
  readonly price: number | undefined
  readonly spam: boolean
}

/** Token metadata per contract, loaded once. */
export type TokenInfoCache = { get: (address: Address) => Promise<TokenInfo> }

export type CreateTokenInfoCacheParameters = {
  tokens: readonly DevToken[]
  collections: readonly DevCollection[]
  call: (method: string, params?: readonly unknown[]) => Promise<unknown>
}

/**
 * Token metadata by contract address: the local deployments from their constants, any other
 * contract read once from the chain (`name`, `symbol`, `decimals`, each optional).
 */
export function createTokenInfoCache({
  tokens,
  collections,
  call,
}: CreateTokenInfoCacheParameters): TokenInfoCache {
  const cache = new Map<string, Promise<TokenInfo>>()
  for (const token of tokens) {
    const { address, name, symbol, decimals, price } = token
    cache.set(
      address.toLowerCase(),
      Promise.resolve({ address, name, symbol, decimals, price, spam: false }),
    )
  }
  for (const { address, name, symbol, spam } of collections) {
    cache.set(
      address.toLowerCase(),
      Promise.resolve({ address, name, symbol, decimals: 0, price: undefined, spam }),
    )
  }

  const read = async (
    address: Address,
    functionName: 'name' | 'symbol' | 'decimals',
  ): Promise<unknown> => {
    try {
      const data = await call('eth_call', [
        { to: address, data: encodeFunctionData({ abi: kitTokenAbi, functionName }) },
        'latest',
      ])
      return decodeFunctionResult({ abi: kitTokenAbi, functionName, data: data as `0x${string}` })
    } catch {
      return undefined
    }
  }
  const load = async (address: Address): Promise<TokenInfo> => {
    const [name, symbol, decimals] = await Promise.all([
      read(address, 'name'),
      read(address, 'symbol'),
      read(address, 'decimals'),
    ])
    return {
      address,
      name: typeof name === 'string' && name !== '' ? name.slice(0, 64) : 'Unknown token',
      symbol: typeof symbol === 'string' && symbol !== '' ? symbol.slice(0, 16) : 'UNKNOWN',
      decimals: typeof decimals === 'number' && decimals <= 77 ? decimals : 18,
      price: undefined,
      spam: false,
    }
  }

  return {
    get(address) {
      const key = address.toLowerCase()
      let entry = cache.get(key)
      if (!entry) {
        entry = load(getAddress(address))
        cache.set(key, entry)
      }
      return entry
    },
  }
}
