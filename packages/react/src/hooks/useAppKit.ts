'use client'
import { closeModal } from '@kit/core/modules/actions/closeModal'
import { useMemo } from 'react'
import { loadModalCode } from '../mount/loadModal.js'
import type { OpenOptions } from '../utils/openAppKit.js'
import { useKit } from './useKit.js'

/** Opens and closes the modal. @example const { open } = useAppKit(); open({ view: 'Networks' }) */
export function useAppKit() {
  const kit = useKit()
  return useMemo(
    () => ({
      // `open` comes with the modal's code, which opening needs anyway.
      open: async (options?: OpenOptions) => (await loadModalCode()).openAppKit(kit, options),
      close: async () => closeModal(kit),
    }),
    [kit],
  )
}
