import type { Kit } from '@kit/core'
import { setLocaleTexts } from '@kit/core/modules/actions/setLocaleTexts'
import { loadLocaleFor } from './loadLocale.js'

/**
 * Loads the texts of the language closest to the requested tag and hands them to the instance;
 * English (or a language the modal does not speak) clears them. A tag changed meanwhile wins.
 */
export async function applyLocale(kit: Kit): Promise<void> {
  const tag = kit.stores.locale.locale
  let loaded: Awaited<ReturnType<typeof loadLocaleFor>>
  try {
    loaded = await loadLocaleFor(tag)
  } catch (error) {
    kit.warn(`Could not load the texts for ${tag}`, error)
    return
  }
  if (kit.stores.locale.locale !== tag) return
  const current = kit.stores.locale.texts
  if (loaded ? current?.locale === loaded.locale : !current) return
  setLocaleTexts(kit, { texts: loaded ?? undefined })
}
