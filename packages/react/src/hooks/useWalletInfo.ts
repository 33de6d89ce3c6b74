'use client'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** Name and icon of the connected wallet. */
export function useWalletInfo() {
  const chains = useKitState(useKit(), 'chains')
  const account = chains.activeNamespace
    ? chains.namespaces[chains.activeNamespace]?.account
    : undefined
  const walletInfo = account?.connectedWalletInfo
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
