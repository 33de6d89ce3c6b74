'use client'
import type { ChainNamespace } from '@kit/core'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** Name and icon of the wallet connected in the active (or given) namespace. */
export function useWalletInfo(namespace?: ChainNamespace) {
  const chains = useKitState(useKit(), 'chains')
  const walletInfo = selectChain(chains, { namespace })?.account.connectedWalletInfo
  return useMemo(() => ({ walletInfo }), [walletInfo])
}
