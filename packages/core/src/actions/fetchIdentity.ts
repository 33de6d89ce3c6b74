import { getIdentity, isAbortError } from '@kit/blockchain-api'
import type { Kit } from '../types/kit.js'
import { getActiveAccount } from '../utils/getActiveAccount.js'
import { endRequest, isCurrentRequest, startRequest } from '../utils/startRequest.js'
import { isApiSupportedNetwork } from './isApiSupportedNetwork.js'

/**
 * Loads the name and avatar the connected EVM address is known by (cached 5 min per address by
 * the client). Failures leave the address shown, with a warning.
 */
export async function fetchIdentity(kit: Kit): Promise<void> {
  const active = getActiveAccount(kit)
  if (active?.chain.namespace !== 'eip155') return
  const { account } = active.chain
  const key = 'account:identity'
  const signal = startRequest(kit, key)
  try {
    if (!(await isApiSupportedNetwork(kit, active.network))) return
    const identity = await getIdentity(
      kit.clients.api,
      { address: active.address, sender: active.address },
      { signal },
    )
    if (!isCurrentRequest(kit, key, signal)) return
    account.profileName = identity.name
    account.profileImage = identity.avatar
  } catch (error) {
    if (!isAbortError(error)) kit.warn('Identity unavailable', error)
  } finally {
    endRequest(kit, key, signal)
  }
}
