import type { Kit } from '@kit/core'
import { setLegalChecked } from '@kit/core/modules/actions/setLegalChecked'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitValue } from '../../utils/useKitValue.js'
import { getLegalLinks, legalSentence } from '../utils/legalSentence.js'
import legalCheckboxCss from './LegalCheckbox.css?inline'

adoptStyles('modal/LegalCheckbox/LegalCheckbox.css', legalCheckboxCss)

/** Whether the app asked for the legal checkbox and gave it something to link. */
export function hasLegalCheckbox(kit: Kit): boolean {
  const { terms, privacy } = getLegalLinks(kit)
  return kit.options.features.legalCheckbox === true && Boolean(terms || privacy)
}

/**
 * Above the Connect view's wallets (`features.legalCheckbox`): "I agree to our Terms of Service and
 * Privacy Policy". The wallets stay out of reach until it is ticked; the tick lasts for the page.
 */
export function LegalCheckbox({ kit }: { kit: Kit }) {
  const i18n = useI18n()
  // Only this value of the modal store: opening and closing must not draw the list again.
  const legalChecked = useKitValue(kit, 'modal', (modal) => modal.legalChecked)
  const sentence = legalSentence(i18n, 'checkbox', getLegalLinks(kit))
  if (!sentence || !kit.options.features.legalCheckbox) return null
  return (
    <label className="kit-legal-checkbox" data-testid="kit-legal-checkbox">
      <input
        type="checkbox"
        className="kit-legal-checkbox__input"
        checked={legalChecked}
        onChange={(event) => setLegalChecked(kit, { checked: event.currentTarget.checked })}
      />
      <span className="kit-legal-checkbox__text">{sentence}</span>
    </label>
  )
}
