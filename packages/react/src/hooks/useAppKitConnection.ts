'use client'
import type { ChainNamespace } from '@kit/core'
import { BaseError } from '@kit/core/modules/errors/BaseError'
import { selectChain } from '@kit/core/modules/utils/selectChain'
import { useCallback, useMemo, useState } from 'react'
import { useNetworkImageSrc } from '../components/buttons/useNetworkImageSrc.js'
import { loadModalCode } from '../mount/loadModal.js'
import type { Connection } from '../types/connection.js'
import { toConnection } from '../utils/toConnection.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** What `onSuccess` learns after a switch or a delete, as in AppKit 1.7. */
export type AppKitConnectionChange = {
  address: string
  namespace: ChainNamespace
  hasSwitchedAccount: boolean
  hasSwitchedWallet: boolean
  hasDeletedWallet: boolean
}

export type UseAppKitConnectionParameters = {
  namespace?: ChainNamespace | undefined
  onSuccess?: ((change: AppKitConnectionChange) => void) | undefined
  onError?: ((error: Error) => void) | undefined
}

/**
 * AppKit 1.7's `useAppKitConnection` from `@reown/appkit/react`: the active (or given) namespace's
 * connection, and a way to switch to another wallet's connection. Kit keeps one connection per
 * namespace: switching to another wallet connects it (the wallet prompts); another account of the
 * same wallet is chosen in the wallet itself, so asking for one reports a `MethodNotSupportedError`
 * through `onError`. Kit keeps no recent connections, so `deleteConnection` has nothing to remove.
 * (Solana's `useAppKitConnection` comes from `@kit/react/solana`.)
 */
export function useAppKitConnection({
  namespace,
  onSuccess,
  onError,
}: UseAppKitConnectionParameters = {}) {
  const kit = useKit()
  const chain = selectChain(useKitState(kit, 'chains'), { namespace })
  const chainNamespace = namespace ?? chain?.namespace
  const networkIcon = useNetworkImageSrc(kit, chain?.network.caipNetwork)
  const connection = useMemo(() => toConnection(kit, chain, networkIcon), [kit, chain, networkIcon])
  const [isPending, setPending] = useState(false)
  const switchConnection = useCallback(
    async ({ connection: target, address }: { connection: Connection; address?: string }) => {
      if (!chainNamespace) return
      setPending(true)
      try {
        const switched = await (await loadModalCode()).switchConnection(kit, {
          namespace: chainNamespace,
          connectorId: target.connectorId,
          address,
        })
        onSuccess?.({
          ...switched,
          namespace: chainNamespace,
          hasSwitchedAccount: false,
          hasDeletedWallet: false,
        })
      } catch (error) {
        onError?.(
          error instanceof Error
            ? error
            : new BaseError('Switching the connection failed', { cause: error }),
        )
      } finally {
        setPending(false)
      }
    },
    [kit, chainNamespace, onSuccess, onError],
  )
  const deleteConnection = useCallback(
    ({ address }: { address: string; connectorId: string }) => {
      if (!chainNamespace) return
      onSuccess?.({
        address,
        namespace: chainNamespace,
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: true,
      })
    },
    [chainNamespace, onSuccess],
  )
  return { connection, isPending, switchConnection, deleteConnection }
}
