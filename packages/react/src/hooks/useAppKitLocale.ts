'use client'
import { setLocale } from '@kit/core/modules/actions/setLocale'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { useKit } from './useKit.js'

/**
 * The modal's language and a setter: `locale` is the tag asked for (`pt-PT`), `activeLocale` the
 * language drawn (`pt-BR`; English for one the modal does not speak, and until the chosen one has
 * loaded).
 * @example const { setLocale } = useAppKitLocale(); setLocale('ar')
 */
export function useAppKitLocale() {
  const kit = useKit()
  const { locale, texts } = useKitState(kit, 'locale')
  const activeLocale = texts?.locale ?? 'en'
  return useMemo(
    () => ({
      locale,
      activeLocale,
      setLocale: (next: string) => setLocale(kit, { locale: next }),
    }),
    [kit, locale, activeLocale],
  )
}
