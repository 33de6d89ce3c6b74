import type { Kit } from '@kit/core'
import { watchState } from '@kit/core/modules/actions/state'

/** English needs nothing loaded: its texts come with the buttons and the modal. */
export function isEnglish(tag: string): boolean {
  return /^en(?:-|$)/i.test(tag)
}

/**
 * Keeps an instance's texts in the language it asks for: whenever that is not English (or texts
 * of another language are showing), the code that picks and loads the language is fetched, so
 * the page's first bundle carries no list of languages. Returns the unsubscribe.
 */
export function watchLocale(kit: Kit): () => void {
  let handled: string | undefined
  const update = () => {
    const { locale, texts } = kit.stores.locale
    // The store changes again when the texts arrive: only a new tag needs work.
    if (locale === handled) return
    handled = locale
    if (isEnglish(locale) && !texts) return
    import('./applyLocale.js').then(
      ({ applyLocale }) => applyLocale(kit),
      (error: unknown) => kit.warn(`Could not load the texts for ${locale}`, error),
    )
  }
  update()
  return watchState(kit, 'locale', { onChange: update })
}
