'use client'
import type { Kit } from '@kit/core'
import { useMemo } from 'react'
import { createTranslator, type Translator } from './createTranslator.js'
import { useLocaleMessages } from './useLocaleMessages.js'

/** The modal's texts in the instance's language, redrawn when it changes. */
export function useTranslator(kit: Kit): Translator {
  const { locale, messages } = useLocaleMessages(kit)
  return useMemo(() => createTranslator(locale, messages), [locale, messages])
}
