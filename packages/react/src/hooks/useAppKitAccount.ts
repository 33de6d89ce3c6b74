'use client'
import type { ChainNamespace } from '@kit/core'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace }

/** The connected account of the active (or given) namespace, in AppKit's shape. */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}) {
  const chains = useKitState(useKit(), 'chains')
  const ns = namespace ?? chains.activeNamespace
  const account = ns ? chains.namespaces[ns]?.account : undefined
  return useMemo(
    () => ({
      allAccounts: account?.allAccounts ?? [],
      caipAddress: account?.caipAddress,
      address: account?.address,
      isConnected: account?.caipAddress !== undefined,
      embeddedWalletInfo: undefined,
      status: account?.status,
    }),
    [account],
  )
}
