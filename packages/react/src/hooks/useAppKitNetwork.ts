'use client'
import type { AppKitNetwork } from '@kit/core'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useCallback, useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** The active network and a way to switch it. */
export function useAppKitNetwork() {
  const kit = useKit()
  const chains = useKitState(kit, 'chains')
  const caipNetwork = selectChain(chains)?.network.caipNetwork
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
