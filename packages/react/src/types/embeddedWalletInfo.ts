import type { AccountType, SocialProvider } from '@kit/core'

/** The embedded (email or social) wallet behind the connected account, in AppKit 1.7's shape. */
export type EmbeddedWalletInfo = {
  user: { username?: string | undefined; email?: string | undefined } | undefined
  authProvider: SocialProvider | 'email'
  accountType: AccountType | undefined
  isSmartAccountDeployed: boolean
}
