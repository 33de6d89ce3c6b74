import type { NameRegistrationFailure } from '@kit/core/modules/features/names/getNamesState'
import type { FeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { displayName } from '../../../utils/displayName.js'
import type { NamesMessageKey } from '../messages/english.js'

/**
 * The text of a failed registration: 'Signature declined', the name service's own reason (SPEC §8:
 * the API's first reason is used when present; untrusted, so cleaned and capped), or 'Error
 * registering name {name}'.
 */
export function describeFailure(
  t: FeatureTranslator<NamesMessageKey>['t'],
  failure: NameRegistrationFailure,
  name: string,
): string {
  const fallback = t('register.failed', { name })
  switch (failure.reason) {
    case 'rejected':
      return t('register.declined')
    case 'refused':
      return displayName(failure.description, fallback, 160)
    default:
      return fallback
  }
}
