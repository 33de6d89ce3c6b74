'use client'
import type { AccountState, ChainNamespace, SocialProvider } from '@kit/core'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useMemo } from 'react'
import type { EmbeddedWalletInfo } from '../types/embeddedWalletInfo.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace }

/** The connected account of the active (or given) namespace, in AppKit's shape. */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}) {
  const account = selectChain(useKitState(useKit(), 'chains'), { namespace })?.account
  return useMemo(
    () => ({
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: account?.caipAddress !== undefined,
      embeddedWalletInfo: account ? embeddedWalletInfo(account) : undefined,
      status: account?.status,
    }),
    [account],
  )
}

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
