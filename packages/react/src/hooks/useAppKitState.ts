'use client'
import { useMemo } from 'react'
import { deriveAppKitState } from '../utils/getAppKitState.js'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/** Whether the modal is open, loading, initialised, and the selected network. */
export function useAppKitState() {
  const kit = useKit()
  const modal = useKitState(kit, 'modal')
  const chains = useKitState(kit, 'chains')
  const connection = useKitState(kit, 'connection')
  return useMemo(() => deriveAppKitState(modal, chains, connection), [modal, chains, connection])
}
