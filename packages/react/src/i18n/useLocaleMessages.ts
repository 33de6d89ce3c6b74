'use client'
import type { Kit } from '@kit/core'
import { useEffect, useSyncExternalStore } from 'react'
import { useKitState } from '../utils/useKitState.js'
import { getLoadedMessages, requestMessages, subscribeLoadedMessages } from './localeCache.js'
import type { LocaleCode } from './locales.js'
import { resolveLocale } from './resolveLocale.js'
import type { Messages } from './types.js'

export type LocaleMessages = {
  /** The language drawn: the requested one once its texts are here, English until then. */
  locale: LocaleCode
  /** Its texts; `undefined` for English, whose texts each part brings along. */
  messages: Messages | undefined
}

const none = () => undefined

/**
 * The language an instance asks for (`locale` option, `setLocale`), loaded on first use. The
 * server and hydration draw English, so the page never mismatches.
 */
export function useLocaleMessages(kit: Kit): LocaleMessages {
  const locale = resolveLocale(useKitState(kit, 'locale').locale)
  const messages = useSyncExternalStore(
    subscribeLoadedMessages,
    () => (locale === 'en' ? undefined : getLoadedMessages(locale)),
    none,
  )
  useEffect(() => {
    if (locale !== 'en' && !messages)
      requestMessages(locale, (error) => kit.warn(`Could not load the texts for ${locale}`, error))
  }, [kit, locale, messages])
  return messages ? { locale, messages } : { locale: 'en', messages: undefined }
}
