import type { Kit } from '../types/kit.js'
import { canonicalLocale } from '../utils/canonicalLocale.js'

export type SetLocaleParameters = { locale: string }

/**
 * Changes the modal's language at run time; an open modal redraws once the language has loaded.
 * Throws `InvalidLocaleError` for a tag that is not BCP 47.
 */
export function setLocale(kit: Kit, { locale }: SetLocaleParameters): void {
  kit.stores.locale.locale = canonicalLocale(locale)
}
