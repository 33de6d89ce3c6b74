import { proxy } from 'valtio/vanilla'

/** A language's texts as loaded for the requested tag: the language drawn and its messages. */
export type LocaleTexts = { locale: string; messages: Readonly<Record<string, string>> }

export type LocaleState = {
  /** The language the app asked for, as a BCP 47 tag. */
  locale: string
  /** The texts drawn for it once loaded; unset for English, whose texts ship with the kit. */
  texts: LocaleTexts | undefined
}

export function createLocaleStore(locale: string) {
  return proxy<LocaleState>({ locale, texts: undefined })
}
