import { getIdentity } from '@kit/blockchain-api/modules/actions/getIdentity'
import type { Kit } from '../types/kit.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { runLatestRequest } from '../utils/runLatestRequest.js'
import { isApiSupportedNetwork } from './isApiSupportedNetwork.js'

/**
 * Loads the name and avatar the connected EVM address is known by (cached 5 min per address by
 * the client). Failures leave the address shown, with a warning.
 */
export async function fetchIdentity(kit: Kit): Promise<void> {
  const active = getActiveAccount(kit)
  if (active?.chain.namespace !== 'eip155') return
  const { account } = active.chain
  await runLatestRequest(kit, 'account:identity', {
    run: async (signal) => {
      if (!(await isApiSupportedNetwork(kit, { network: active.network }))) return undefined
      return getIdentity(
        kit.clients.api,
        { address: active.address, sender: active.address },
        { signal },
      )
    },
    onResult: (identity) => {
      account.profileName = identity.name
      account.profileImage = identity.avatar
    },
    onError: (error) => kit.warn('Identity unavailable', error),
  })
}
