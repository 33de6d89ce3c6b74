import { ref } from 'valtio/vanilla'
import type { LocaleTexts } from '../stores/createLocaleStore.js'
import type { Kit } from '../types/kit.js'

export type SetLocaleTextsParameters = { texts: LocaleTexts | undefined }

/** Hands the loaded texts of the requested language to everything that draws (kept unproxied). */
export function setLocaleTexts(kit: Kit, { texts }: SetLocaleTextsParameters): void {
  kit.stores.locale.texts = texts && ref(texts)
}
