import type { Kit } from '../types/kit.js'

/**
 * Whether a pairing carries the sign-in request (one-click auth, `wc_sessionAuthenticate`): only
 * for an app that set `siwx` and whose every namespace and network is eip155 (SPEC §4), since a
 * CACAO signs in on eip155 chains only.
 */
export function canAuthenticatePairing(kit: Kit): boolean {
  const { input, namespaces, networks } = kit.options
  if (!input.siwx) return false
  return (
    networks.length > 0 &&
    namespaces.every((namespace) => namespace === 'eip155') &&
    networks.every((network) => network.chainNamespace === 'eip155')
  )
}
