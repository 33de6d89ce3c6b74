import { createContext, useContext } from 'react'
import { createTranslator, type Translator } from './createTranslator.js'

export const I18nContext = createContext<Translator>(createTranslator('en'))

/** The modal's texts and language, from the nearest `I18nContext` (English without one). */
export function useI18n(): Translator {
  return useContext(I18nContext)
}
