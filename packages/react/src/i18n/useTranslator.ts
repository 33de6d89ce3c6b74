'use client'
import type { Kit } from '@kit/core'
import { useEffect, useMemo } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { createTranslator, type Translator } from './createTranslator.js'
import type { LocaleCode } from './locales.js'
import type { Messages } from './types.js'
import { watchLocale } from './watchLocale.js'

/**
 * The modal's texts in the instance's language, redrawn when it changes. The server and
 * hydration draw English, so the page never mismatches.
 */
export function useTranslator(kit: Kit): Translator {
  const { texts } = useKitState(kit, 'locale')
  // `createAppKit` watches too; a modal rendered for a bare instance keeps its language itself.
  useEffect(() => watchLocale(kit), [kit])
  return useMemo(
    () =>
      texts
        ? createTranslator(texts.locale as LocaleCode, texts.messages as Messages)
        : createTranslator('en'),
    [texts],
  )
}
