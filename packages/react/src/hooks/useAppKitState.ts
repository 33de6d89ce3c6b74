'use client'
import { useMemo } from 'react'
import { deriveAppKitState } from '../utils/getAppKitState.js'
import { getRemoteFeatures } from '../utils/getRemoteFeatures.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * AppKit 1.7's public state (whether the modal is open or loading, whether Kit is initialised, the
 * selected network and active namespace) with its remote features spread in (`swaps`, `email`,
 * `socials`, `activity`, `onramp`, …; see `getRemoteFeatures` for the values Kit lacks).
 */
export function useAppKitState() {
  const kit = useKit()
  const modal = useKitState(kit, 'modal')
  const chains = useKitState(kit, 'chains')
  const connection = useKitState(kit, 'connection')
  const remoteFeatures = useMemo(() => getRemoteFeatures(kit), [kit])
  return useMemo(
    () => ({ ...deriveAppKitState(modal, chains, connection), ...remoteFeatures }),
    [modal, chains, connection, remoteFeatures],
  )
}
