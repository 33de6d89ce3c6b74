import type { Kit } from '../types/kit.js'
import { getSiwx } from '../utils/getSiwx.js'

/**
 * Whether a pairing carries the sign-in request (one-click auth, `wc_sessionAuthenticate`): only
 * for an app with sign-in (`siwx` or the legacy `siweConfig`) and whose every namespace and network is eip155 (SPEC §4), since a
 * CACAO signs in on eip155 chains only.
 */
export function canAuthenticatePairing(kit: Kit): boolean {
  const { namespaces, networks } = kit.options
  if (!getSiwx(kit)) return false
  return (
    networks.length > 0 &&
    namespaces.every((namespace) => namespace === 'eip155') &&
    networks.every((network) => network.chainNamespace === 'eip155')
  )
}
