'use client'
import type { ChainNamespace } from '@kit/core'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useMemo } from 'react'
import { useNetworkImageSrc } from '../components/buttons/useNetworkImageSrc.js'
import type { Connection } from '../types/connection.js'
import { toConnection } from '../utils/toConnection.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

export type UseAppKitConnectionsReturnType = {
  connections: Connection[]
  recentConnections: Connection[]
}

/**
 * The wallet connections of the active (or given) namespace, as AppKit 1.7 lists them, each with
 * its wallet's name and icon and its network's icon (once the modal's code loaded, after first
 * paint). Kit keeps one connection per namespace, so `connections` holds at most one; it keeps
 * no accounts of past connections, so `recentConnections` is empty. (AppKit lists both only with
 * its cloud `multiWallet` feature, and otherwise returns two empty lists.)
 * @example const { connections } = useAppKitConnections('eip155')
 */
export function useAppKitConnections(namespace?: ChainNamespace): UseAppKitConnectionsReturnType {
  const kit = useKit()
  const chain = selectChain(useKitState(kit, 'chains'), { namespace })
  const networkIcon = useNetworkImageSrc(kit, chain?.network.caipNetwork)
  return useMemo(() => {
    const connection = toConnection(kit, chain, networkIcon)
    return { connections: connection ? [connection] : [], recentConnections: [] }
  }, [kit, chain, networkIcon])
}
