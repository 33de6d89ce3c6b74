import type { Kit } from '@kit/core'
import { toLinkUrl } from '@kit/core/modules/utils/toLinkUrl'
import type { ReactNode } from 'react'
import type { Translator } from '../../i18n/createTranslator.js'

/** The app's legal pages, each an `http(s)` URL or absent. */
export type LegalLinks = { terms: string | undefined; privacy: string | undefined }

/** The app's `termsConditionsUrl` and `privacyPolicyUrl`, each only when it is a safe `http(s)` URL. */
export function getLegalLinks(kit: Kit): LegalLinks {
  const { termsConditionsUrl, privacyPolicyUrl } = kit.options.input
  return { terms: toLinkUrl(termsConditionsUrl), privacy: toLinkUrl(privacyPolicyUrl) }
}

/**
 * A legal sentence ("… you agree to our Terms of Service and Privacy Policy") with each page as a
 * link opened in a new tab, without giving that page a handle on this one (`noopener`), or
 * `undefined` when the app linked neither.
 */
export function legalSentence(
  { t, tParts }: Pick<Translator, 't' | 'tParts'>,
  kind: 'footer' | 'checkbox',
  { terms, privacy }: LegalLinks,
): ReactNode[] | undefined {
  if (!terms && !privacy) return undefined
  // Keyed: the sentence is an array of text and links.
  const link = (key: string, href: string, label: string) => (
    <a key={key} className="kit-legal-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
    </a>
  )
  const values = {
    terms: terms && link('terms', terms, t('legal.terms')),
    privacy: privacy && link('privacy', privacy, t('legal.privacy')),
  }
  const which = terms && privacy ? 'Both' : terms ? 'Terms' : 'Privacy'
  return tParts(`legal.${kind}${which}` as const, values)
}
