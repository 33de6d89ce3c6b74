import { UserRejectedRequestError } from '../errors/connection.js'
import type { Kit } from '../types/kit.js'
import { getSiwx } from '../utils/getSiwx.js'
import { addAuthenticatedSessions, authenticatePairing } from './authenticatePairing.js'
import { buildProposal } from './buildProposal.js'
import type { CacaoSiwxSession } from './cacaoToSiwxSession.js'
import { canAuthenticatePairing } from './canAuthenticatePairing.js'
import { loadWalletConnectProvider } from './loadWalletConnectProvider.js'
import {
  startWalletConnectSession,
  type WalletConnectResults,
} from './startWalletConnectSession.js'
import { untilAborted } from './untilAborted.js'

export type PairWalletConnectParameters = { signal?: AbortSignal | undefined }

/**
 * Proposes one session for every namespace whose adapter takes part, through a fresh pairing: its
 * URI goes to the pairing on offer (`kit.runtime.pairing`) for the QR code and deep links, and the
 * promise settles when a wallet answers. An existing session is reused. Aborting gives the pairing
 * up: it is deleted so it cannot be used later (SECURITY F16). With `siwx` on an all-eip155 app,
 * the pairing also asks the wallet to sign in (one-click auth): the sessions it signed go to
 * `siwx` before the account is applied, so the sign-in view does not ask again.
 */
export async function pairWalletConnect(
  kit: Kit,
  { signal }: PairWalletConnectParameters = {},
): Promise<WalletConnectResults> {
  signal?.throwIfAborted()
  const provider = await loadWalletConnectProvider(kit)
  signal?.throwIfAborted()
  const siwx = getSiwx(kit)
  let signedIn: CacaoSiwxSession[] = []
  if (!provider.session) {
    const onUri = (uri: unknown) => {
      if (!signal?.aborted && typeof uri === 'string') kit.runtime.pairing?.offer(uri)
    }
    provider.on('display_uri', onUri)
    try {
      const approval =
        siwx && canAuthenticatePairing(kit)
          ? authenticatePairing(kit, { provider, siwx })
          : provider.connect({ optionalNamespaces: buildProposal(kit) }).then(() => [])
      // A pairing given up may still settle (or expire) much later; nobody waits for it then.
      approval.catch(() => {})
      signedIn = await untilAborted(approval, signal, () =>
        provider.cleanupPendingPairings({ deletePairings: true }),
      ).catch((error: unknown) => {
        throw isPairingRefusal(error) ? new UserRejectedRequestError({ cause: error }) : error
      })
    } finally {
      provider.removeListener('display_uri', onUri)
    }
  }
  // An approval that settled in the same tick as the abort still belongs to a given-up pairing.
  signal?.throwIfAborted()
  const results = await startWalletConnectSession(kit, provider)
  if (siwx) await addAuthenticatedSessions(kit, { siwx, sessions: signedIn })
  return results
}

/**
 * WalletConnect's codes for a wallet that declined the proposal (5000-5003); a declined
 * authenticate request rejects with the wallet's error message alone.
 */
function isPairingRefusal(error: unknown): boolean {
  if (typeof error === 'string') return true
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'number' && code >= 5000 && code <= 5003
}
