'use client'
import type { AppKitNetwork } from '@kit/core'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { useCallback, useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** The active network and a way to switch it. */
export function useAppKitNetwork() {
  const kit = useKit()
  const chains = useKitState(kit, 'chains')
  const network = chains.activeNamespace
    ? chains.namespaces[chains.activeNamespace]?.network
    : undefined
  const caipNetwork = network?.caipNetwork
  const switchTo = useCallback(
    (target: AppKitNetwork) => switchNetwork(kit, { network: target }),
    [kit],
  )
  return useMemo(
    () => ({
      caipNetwork,
      chainId: caipNetwork?.id,
      caipNetworkId: caipNetwork?.caipNetworkId,
      switchNetwork: switchTo,
    }),
    [caipNetwork, switchTo],
  )
}
