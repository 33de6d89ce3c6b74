import type { ApiClient } from '../createApiClient.js'
import { BalanceUnavailableError } from '../errors/balance.js'
import { balanceResponse } from '../schemas/account.js'
import type { BalanceResponse } from '../types/account.js'
import { readCache, writeCache } from '../utils/cache.js'
import { balanceCacheTime, balanceFailureKey, balanceKey } from '../utils/cacheKeys.js'
import { isAbortError } from '../utils/isAbortError.js'
import { type RequestOptions, requestJson } from '../utils/request.js'
import { parse } from '../utils/schema.js'

export type GetBalancesParameters = {
  address: string
  /** CAIP-2 id of the chain. */
  chainId: string
  currency?: string | undefined
  /** Skips the cache (not the pause after a failure) and asks the API to refresh. */
  forceUpdate?: boolean | undefined
}
export type GetBalancesReturnType = BalanceResponse

type Failure = { error: unknown; retryAt: number }

/**
 * `GET /v1/account/{address}/balance`, cached 30 s per CAIP-10 address. After a failure, calls
 * for that address throw `BalanceUnavailableError` for 30 s without a request (SPEC §9).
 */
export async function getBalances(
  client: ApiClient,
  { address, chainId, currency = 'usd', forceUpdate }: GetBalancesParameters,
  { signal }: RequestOptions = {},
): Promise<GetBalancesReturnType> {
  const caipAddress = `${chainId}:${address}`
  const key = balanceKey(caipAddress, currency)
  const cached = forceUpdate ? undefined : readCache<BalanceResponse>(client, key)
  if (cached) return cached
  const failure = readCache<Failure>(client, balanceFailureKey(caipAddress))
  if (failure) throw new BalanceUnavailableError({ cause: failure.error, retryAt: failure.retryAt })
  try {
    const body = await requestJson(client, {
      path: ['v1', 'account', address, 'balance'],
      query: { currency, chainId, forceUpdate: forceUpdate ? 'true' : undefined },
      signal,
    })
    const balances = parse(body, balanceResponse)
    writeCache(client, key, balances, balanceCacheTime)
    return balances
  } catch (error) {
    if (!isAbortError(error) && !signal?.aborted) {
      const retryAt = client.now() + balanceCacheTime
      writeCache(client, balanceFailureKey(caipAddress), { error, retryAt }, balanceCacheTime)
    }
    throw error
  }
}
