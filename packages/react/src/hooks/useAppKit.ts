'use client'
import type { OpenModalParameters } from '@kit/core'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { openModal } from '@kit/core/modules/actions/openModal'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

/** Opens and closes the modal. @example const { open } = useAppKit(); open({ view: 'Networks' }) */
export function useAppKit() {
  const kit = useKit()
  return useMemo(
    () => ({
      open: async (parameters?: OpenModalParameters) => openModal(kit, parameters),
      close: async () => closeModal(kit),
    }),
    [kit],
  )
}
