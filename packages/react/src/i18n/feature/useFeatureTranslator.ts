import { type ReactNode, useMemo } from 'react'
import { formatMessage, formatMessageParts } from '../formatMessage.js'
import { useI18n } from '../I18nContext.js'
import { keyedParts } from '../keyedParts.js'
import type { LocaleCode } from '../locales.js'
import type { MessageValues } from '../types.js'
import type { FeatureCatalogue, FeatureMessages } from './defineFeatureCatalogue.js'

export type FeatureTranslator<Key extends string> = {
  locale: LocaleCode
  dir: 'ltr' | 'rtl'
  t: (key: Key, values?: MessageValues) => string
  tParts: (key: Key, values: Readonly<Record<string, ReactNode>>) => ReactNode[]
}

/**
 * The texts of `catalogue` in the modal's language. The first time a language is asked for, the
 * view suspends (the modal's Suspense boundary draws nothing) until its chunk is in; a language
 * that fails to load reads in English.
 */
export function readFeatureMessages<Key extends string>(
  catalogue: FeatureCatalogue<Key>,
  locale: LocaleCode,
): FeatureMessages<Key> {
  if (locale === 'en') return catalogue.english
  const entry = catalogue.loaded.get(locale)
  if (entry instanceof Promise) throw entry
  if (entry) return entry
  const loading = catalogue.locales[locale]().then(
    ({ messages }) => void catalogue.loaded.set(locale, messages),
    () => void catalogue.loaded.set(locale, catalogue.english),
  )
  catalogue.loaded.set(locale, loading)
  throw loading
}

/** A feature view's translator; the modal's `useI18n` gives the language and direction. */
export function useFeatureTranslator<Key extends string>(
  catalogue: FeatureCatalogue<Key>,
): FeatureTranslator<Key> {
  const { locale, dir } = useI18n()
  const messages = readFeatureMessages(catalogue, locale)
  return useMemo(() => {
    const text = (key: Key) => messages[key] ?? catalogue.english[key]
    return {
      locale,
      dir,
      t: (key, values) => formatMessage(text(key), values),
      tParts: (key, values) => keyedParts(formatMessageParts(text(key), values)),
    }
  }, [catalogue, messages, locale, dir])
}
