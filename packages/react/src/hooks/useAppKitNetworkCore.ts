'use client'
import type { ChainNamespace } from '@kit/core'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * The active (or given) namespace's network without a switch function, as AppKit's core package
 * offers it for apps that switch through their own provider.
 */
export function useAppKitNetworkCore(namespace?: ChainNamespace) {
  const chains = useKitState(useKit(), 'chains')
  const caipNetwork = selectChain(chains, { namespace })?.network.caipNetwork
  return useMemo(
    () => ({ caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }),
    [caipNetwork],
  )
}
