'use client'
import type { SolanaConnection } from '../types/solanaConnection.js'

export type UseSolanaConnectionReturnType = { connection: SolanaConnection | undefined }

const none: UseSolanaConnectionReturnType = Object.freeze({ connection: undefined })

/**
 * AppKit 1.7's Solana `useAppKitConnection` (`@reown/appkit-adapter-solana/react`): the Solana
 * RPC connection of the active Solana network. Kit has no Solana adapter yet, so there is no
 * connection: `connection` is always `undefined`, which is what AppKit returns before its Solana
 * adapter made one. Check it before use, as AppKit's type asks.
 * @example
 * const { connection } = useAppKitConnection()
 * const balance = connection ? await connection.getBalance(publicKey) : undefined
 */
export function useSolanaConnection(): UseSolanaConnectionReturnType {
  return none
}
