import type { AccountState, SocialProvider } from '@kit/core'
import type { GetAccountReturnType } from '@kit/core/modules/actions/getAccount'
import type { EmbeddedWalletInfo } from '../types/embeddedWalletInfo.js'

/** An account in AppKit's shape (`useAppKitAccount`, the instance's `getAccount`). */
export function toAppKitAccount(account: GetAccountReturnType) {
  return {
    allAccounts: account?.allAccounts ?? [],
    caipAddress: account?.caipAddress,
    address: account?.address,
    isConnected: account?.caipAddress !== undefined,
    embeddedWalletInfo: account ? embeddedWalletInfo(account) : undefined,
    status: account?.status,
  }
}

/** AppKit's account shape. */
export type AppKitAccount = ReturnType<typeof toAppKitAccount>

/** Set only for an account an embedded (email or social) wallet signed in. */
function embeddedWalletInfo(
  account: Pick<
    Readonly<AccountState>,
    'user' | 'socialProvider' | 'preferredAccountType' | 'smartAccountDeployed'
  >,
): EmbeddedWalletInfo | undefined {
  if (!account.user) return undefined
  return {
    user: account.user,
    authProvider: (account.socialProvider as SocialProvider | undefined) ?? 'email',
    accountType: account.preferredAccountType,
    isSmartAccountDeployed: account.smartAccountDeployed,
  }
}
