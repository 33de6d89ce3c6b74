'use client'
import type { CaipNetwork } from '@kit/core'
import { useEffect, useMemo, useState } from 'react'
import type { SolanaConnection } from '../types/solanaConnection.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

export type UseSolanaConnectionReturnType = { connection: SolanaConnection | undefined }

/** What `@kit/adapter-solana` adds to `ChainAdapter`, read without importing it (or web3.js). */
type ConnectionSource = {
  getConnection?: ((parameters: { network: CaipNetwork }) => Promise<SolanaConnection>) | undefined
}

const none: UseSolanaConnectionReturnType = Object.freeze({ connection: undefined })

/**
 * AppKit 1.7's Solana `useAppKitConnection` (`@reown/appkit-adapter-solana/react`): a
 * `@solana/web3.js` `Connection` to the active Solana network's RPC, from the Solana adapter's
 * `getConnection` (which loads web3.js on first use and keeps one connection per RPC URL).
 * `undefined` until it has loaded, and without a Solana adapter or network: check it before use,
 * as AppKit's type asks.
 * @example
 * const { connection } = useAppKitConnection()
 * const balance = connection ? await connection.getBalance(publicKey) : undefined
 */
export function useSolanaConnection(): UseSolanaConnectionReturnType {
  const kit = useKit()
  const network = useKitState(kit, 'chains').namespaces.solana?.network.caipNetwork
  const source = kit.adapters.solana as ConnectionSource | undefined
  const [made, setMade] = useState<{ network: CaipNetwork; connection: SolanaConnection }>()
  useEffect(() => {
    if (!network || typeof source?.getConnection !== 'function') return
    let live = true
    source.getConnection({ network }).then(
      (connection) => {
        if (live) setMade({ network, connection })
      },
      // A failed load leaves `connection` undefined, as before it loaded.
      () => {},
    )
    return () => {
      live = false
    }
  }, [source, network])
  const connection = made && made.network === network ? made.connection : undefined
  return useMemo(() => (connection ? { connection } : none), [connection])
}
