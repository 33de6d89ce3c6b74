import type { WalletContext } from '../WalletContext.js'

/** An EIP-2255 permission object. */
export type WalletPermission = {
  parentCapability: 'eth_accounts'
  invoker: string
  caveats: { type: 'restrictReturnedAccounts'; value: string[] }[]
}

/** `wallet_getPermissions`. */
export function getPermissions({ state, origin, account }: WalletContext): WalletPermission[] {
  if (!state.get().connected) return []
  return [
    {
      parentCapability: 'eth_accounts',
      invoker: origin,
      caveats: [{ type: 'restrictReturnedAccounts', value: [account.address] }],
    },
  ]
}
