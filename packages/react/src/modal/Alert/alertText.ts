import type { Alert } from '@kit/core'
import type { Translator } from '../../i18n/createTranslator.js'
import { english } from '../../i18n/english.js'
import type { MessageKey } from '../../i18n/types.js'

/** An alert's title or message in the modal's language; an alert the catalogue lacks as given. */
export function alertText(t: Translator['t'], alert: Alert, field: 'title' | 'message'): string {
  const key = `alert.${alert.id}.${field}`
  return Object.hasOwn(english, key) ? t(key as MessageKey) : alert[field]
}
