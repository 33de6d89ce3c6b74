'use client'
import type { AppKitNetwork } from '@kit/core'
import { switchNetwork } from '@kit/core/modules/actions/switchNetwork'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useCallback, useMemo } from 'react'
import { handledVoid } from '../utils/handledVoid.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * The active network and a way to switch it. `switchNetwork` resolves once the wallet (if one is
 * connected) followed and rejects with a typed error when it did not; ignoring the promise, as
 * AppKit's `void` signature allows, is safe.
 */
export function useAppKitNetwork() {
  const kit = useKit()
  const chains = useKitState(kit, 'chains')
  const caipNetwork = selectChain(chains)?.network.caipNetwork
  const switchTo = useCallback(
    (target: AppKitNetwork) => handledVoid(switchNetwork(kit, { network: target })),
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
