import type { LocaleCode } from './locales.js'
import type { Messages } from './types.js'

type Language = Exclude<LocaleCode, 'en'>

// Loaded catalogues are immutable modules, shared by every instance on the page.
const loaded = new Map<Language, Messages>()
const requested = new Set<Language>()
const listeners = new Set<() => void>()

export function getLoadedMessages(locale: Language): Messages | undefined {
  return loaded.get(locale)
}

export function subscribeLoadedMessages(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Loads a language's texts once; everyone subscribed redraws when they arrive. */
export function requestMessages(locale: Language, onError: (error: unknown) => void): void {
  if (requested.has(locale)) return
  requested.add(locale)
  import('./loadLocale.js')
    .then(({ loadLocale }) => loadLocale(locale))
    .then(
      (messages) => {
        loaded.set(locale, messages)
        for (const listener of listeners) listener()
      },
      (error: unknown) => {
        requested.delete(locale)
        onError(error)
      },
    )
}
