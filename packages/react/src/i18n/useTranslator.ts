'use client'
import type { Kit } from '@kit/core'
import { useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { createTranslator, type Translator } from './createTranslator.js'
import type { LocaleCode } from './locales.js'
import type { Messages } from './types.js'

/**
 * The modal's texts in the instance's language (loaded by `watchLocale`, which `createAppKit`
 * starts), redrawn when it changes. The server and hydration draw English, so the page never
 * mismatches.
 */
export function useTranslator(kit: Kit): Translator {
  const { texts } = useKitState(kit, 'locale')
  return useMemo(
    () =>
      texts
        ? createTranslator(texts.locale as LocaleCode, texts.messages as Messages)
        : createTranslator('en'),
    [texts],
  )
}
