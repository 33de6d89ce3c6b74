import type { ReactNode } from 'react'
import { english } from './english.js'
import { formatMessage, formatMessageParts } from './formatMessage.js'
import { keyedParts } from './keyedParts.js'
import { type LocaleCode, localeDirection } from './locales.js'
import type { MessageKey, Messages, MessageValues } from './types.js'

export type Translator = {
  locale: LocaleCode
  dir: 'ltr' | 'rtl'
  /** A text, with its placeholders filled in. */
  t: (key: MessageKey, values?: MessageValues) => string
  /** A text whose placeholders are elements (a name in `<bdi>`), as pieces to draw. */
  tParts: (key: MessageKey, values: Readonly<Record<string, ReactNode>>) => ReactNode[]
}

/** The modal's texts in one language; a key a catalogue lacks reads in English. */
export function createTranslator(locale: LocaleCode, messages: Messages = english): Translator {
  const text = (key: MessageKey) => messages[key] ?? english[key]
  return {
    locale,
    dir: localeDirection(locale),
    t: (key, values) => formatMessage(text(key), values),
    tParts: (key, values) => keyedParts(formatMessageParts(text(key), values)),
  }
}
