'use client'
import type { ChainNamespace } from '@kit/core'
import { useMemo } from 'react'
import { getWalletProvider } from '../utils/getWalletProvider.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * The connected wallet's provider for a namespace (an EIP-1193 provider for eip155). Typed `T`, as
 * in AppKit 1.7, though it is `undefined` until a wallet is connected: check `isConnected` first.
 * @example const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(namespace: ChainNamespace) {
  const kit = useKit()
  const connectorId = useKitState(kit, 'chains').namespaces[namespace]?.account.connectorId
  return useMemo(() => {
    const { walletProvider, walletProviderType } = getWalletProvider(kit, namespace, connectorId)
    return { walletProvider: walletProvider as T, walletProviderType }
  }, [kit, namespace, connectorId])
}
