'use client'
import type { DisconnectParameters } from '@kit/core'
import { disconnect } from '@kit/core/modules/actions/disconnect'
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
