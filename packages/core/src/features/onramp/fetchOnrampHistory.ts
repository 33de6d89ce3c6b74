import { getTransactionHistory } from '@kit/blockchain-api/modules/actions/getTransactionHistory'
import type { Kit } from '../../types/kit.js'
import { runLatestRequest } from '../../utils/runLatestRequest.js'
import { getOnrampTarget } from './getOnrampTarget.js'
import { getOnrampState, keepWhole } from './onrampState.js'

/**
 * Loads the account's onramp purchases on the active network (`GET /v1/account/{address}/history`
 * with `onramp`, always fresh, SPEC §7), newest first. A change of account or network aborts it.
 */
export async function fetchOnrampHistory(kit: Kit): Promise<void> {
  const state = getOnrampState(kit)
  const target = getOnrampTarget(kit)
  if (!target) return
  state.historyLoading = true
  state.historyError = false
  await runLatestRequest(kit, 'account:onramp:history', {
    run: (signal) =>
      getTransactionHistory(
        kit.clients.api,
        { account: target.address, onramp: 'coinbase', chainId: target.caipNetworkId },
        { signal },
      ),
    onResult: (page) => {
      const rows = page.data.filter((row) => row.metadata.chain === target.caipNetworkId)
      Object.assign(state, { history: keepWhole(rows), historyLoading: false })
    },
    onError: (error) => {
      kit.warn('Onramp purchases unavailable', error)
      Object.assign(state, { historyLoading: false, historyError: true })
    },
  })
}
