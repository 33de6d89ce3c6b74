import { InvalidLocaleError } from '../errors/locale.js'

/**
 * The canonical form of a BCP 47 tag (`pt-br` → `pt-BR`); throws `InvalidLocaleError` for anything
 * else, a tag longer than any real one included.
 */
export function canonicalLocale(locale: unknown): string {
  if (typeof locale !== 'string' || locale.length === 0 || locale.length > 64)
    throw new InvalidLocaleError(String(locale))
  try {
    const [canonical] = Intl.getCanonicalLocales(locale)
    if (canonical) return canonical
  } catch {}
  throw new InvalidLocaleError(locale)
}
