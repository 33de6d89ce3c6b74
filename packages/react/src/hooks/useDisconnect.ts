'use client'
import { type DisconnectParameters, disconnect } from '@kit/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

/** Disconnects every connected namespace, or one. */
export function useDisconnect() {
  const kit = useKit()
  return useMemo(
    () => ({ disconnect: (parameters?: DisconnectParameters) => disconnect(kit, parameters) }),
    [kit],
  )
}
