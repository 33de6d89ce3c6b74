'use client'
import type { ChainNamespace } from '@kit/core'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useMemo } from 'react'
import { toAppKitAccount } from '../utils/toAppKitAccount.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

export type UseAppKitAccountParameters = { namespace?: ChainNamespace }

/** The connected account of the active (or given) namespace, in AppKit's shape. */
export function useAppKitAccount({ namespace }: UseAppKitAccountParameters = {}) {
  const account = selectChain(useKitState(useKit(), 'chains'), { namespace })?.account
  return useMemo(() => toAppKitAccount(account), [account])
}
