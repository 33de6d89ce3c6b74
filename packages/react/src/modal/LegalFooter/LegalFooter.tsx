import type { Kit } from '@kit/core'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Text } from '../primitives/Text/Text.js'
import { getLegalLinks, legalSentence } from '../utils/legalSentence.js'
import legalFooterCss from './LegalFooter.css?inline'

adoptStyles('modal/LegalFooter/LegalFooter.css', legalFooterCss)

/**
 * Under the Connect view's wallets: "By connecting your wallet, you agree to our Terms of Service
 * and Privacy Policy", linking the app's `termsConditionsUrl` and `privacyPolicyUrl`. Nothing when
 * the app set neither, or asked for the legal checkbox instead.
 */
export function LegalFooter({ kit }: { kit: Kit }) {
  const i18n = useI18n()
  const sentence = kit.options.features.legalCheckbox
    ? undefined
    : legalSentence(i18n, 'footer', getLegalLinks(kit))
  if (!sentence) return null
  return (
    <Text
      className="kit-legal-footer"
      data-testid="kit-legal-footer"
      size={12}
      tone="muted"
      align="center"
    >
      {sentence}
    </Text>
  )
}
