'use client'
import type { Kit } from '@kit/core'
import { useKitState } from '../utils/useKitState.js'
import { buttonMessages } from './messages/buttonMessages.js'
import type { ButtonMessageKey } from './types.js'

/** The buttons' texts in the instance's language (English until it loads), and that language. */
export function useButtonMessages(kit: Kit) {
  const { texts } = useKitState(kit, 'locale')
  const messages: Readonly<Record<string, string>> = texts?.messages ?? buttonMessages
  return {
    locale: texts?.locale ?? 'en',
    t: (key: ButtonMessageKey) => messages[key] ?? buttonMessages[key],
  }
}
