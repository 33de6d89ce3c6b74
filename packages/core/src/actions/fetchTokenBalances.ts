import type { TokenBalance } from '@kit/blockchain-api'
import { getBalances } from '@kit/blockchain-api/modules/actions/getBalances'
import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { isApiSupportedNetwork } from './isApiSupportedNetwork.js'

export type FetchTokenBalancesParameters = {
  force?: boolean
  /**
   * Resolves once balances are written: a newer load that replaced this one (the account data's
   * own, started after a connection) is waited for too.
   */
  waitForNewest?: boolean
}

/** The text shown when the portfolio cannot be loaded (SPEC §8). */
export const tokenBalanceUnavailable = 'Token Balance Unavailable'

/**
 * Loads the connected account's portfolio on the active network (cached 30 s by the client).
 * 0-decimal tokens are dropped (SPEC §5). A failure keeps the last good rows, marked stale; an
 * unsupported network gives an empty list without a request.
 */
export async function fetchTokenBalances(
  kit: Kit,
  { force = false, waitForNewest = false }: FetchTokenBalancesParameters = {},
): Promise<void> {
  const active = getActiveAccount(kit)
  if (!active) return
  const { account } = active.chain
  account.tokens = { status: 'loading', stale: account.tokens.stale, error: undefined }
  await runLatestRequest(kit, 'account:tokens', {
    waitForNewest,
    run: async (signal) => {
      if (!(await isApiSupportedNetwork(kit, { network: active.network }))) return []
      const { balances } = await getBalances(
        kit.clients.api,
        { address: active.address, chainId: active.network.caipNetworkId, forceUpdate: force },
        { signal },
      )
      return balances
    },
    onResult: (balances) => {
      account.tokenBalance = ref(balances.filter(isDisplayable))
      account.tokens = { status: 'success', stale: false, error: undefined }
    },
    onError: (error) => {
      kit.warn(tokenBalanceUnavailable, error)
      account.tokens = {
        status: 'error',
        stale: account.tokenBalance.length > 0,
        error: tokenBalanceUnavailable,
      }
    },
  })
}

function isDisplayable(token: TokenBalance): boolean {
  return token.quantity.decimals !== 0
}
