import { proxy } from 'valtio/vanilla'

/** The language the app asked for, as a BCP 47 tag; the modal draws the closest one it has. */
export type LocaleState = { locale: string }

export function createLocaleStore(locale: string) {
  return proxy<LocaleState>({ locale })
}
