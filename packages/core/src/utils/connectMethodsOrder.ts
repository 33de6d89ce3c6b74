import type { ConnectMethod } from '../types/options.js'

export type GetConnectMethodsOrderParameters = {
  configured: readonly ConnectMethod[] | undefined
  hasInstalledWallets: boolean
  email: boolean
  socials: boolean
}

/**
 * SPEC §1: email, social, wallet by default; wallet first when an injected or announced wallet
 * exists; the app's configured order wins. Disabled methods are left out.
 */
export function getConnectMethodsOrder({
  configured,
  hasInstalledWallets,
  email,
  socials,
}: GetConnectMethodsOrderParameters): ConnectMethod[] {
  const order: readonly ConnectMethod[] =
    configured ??
    (hasInstalledWallets ? ['wallet', 'email', 'social'] : ['email', 'social', 'wallet'])
  return order.filter(
    (method, index) =>
      order.indexOf(method) === index &&
      (method === 'wallet' || (method === 'email' ? email : socials)),
  )
}
