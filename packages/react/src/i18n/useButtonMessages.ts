'use client'
import type { Kit } from '@kit/core'
import { buttonMessages } from './messages/buttonMessages.js'
import type { ButtonMessageKey } from './types.js'
import { useLocaleMessages } from './useLocaleMessages.js'

/** The buttons' texts in the instance's language, and that language (for numbers). */
export function useButtonMessages(kit: Kit) {
  const { locale, messages } = useLocaleMessages(kit)
  const texts = messages ?? buttonMessages
  return { locale, t: (key: ButtonMessageKey) => texts[key] }
}
