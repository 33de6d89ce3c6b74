import type { Kit } from '@kit/core'
import { dismissAlert } from '@kit/core/modules/actions/dismissAlert'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitState } from '../../utils/useKitState.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { IconButton } from '../primitives/IconButton/IconButton.js'
import { Text } from '../primitives/Text/Text.js'
import alertCss from './Alert.css?inline'
import { alertText } from './alertText.js'

adoptStyles('modal/Alert/Alert.css', alertCss)

/** A configuration alert (SPEC §8) as a banner at the top of the card. */
export function Alert({ kit }: { kit: Kit }) {
  const { alert } = useKitState(kit, 'alerts')
  const { t } = useI18n()
  if (!alert) return null
  return (
    <div className={`kit-alert kit-alert--${alert.variant}`} role="alert" data-testid="kit-alert">
      <Icon name="warning" className="kit-alert__icon" />
      <div className="kit-alert__body">
        <Text size={14} weight={600}>
          {alertText(t, alert, 'title')}
        </Text>
        <Text size={12} tone="muted">
          {alertText(t, alert, 'message')}
        </Text>
      </div>
      <IconButton
        icon="close"
        size={32}
        aria-label={t('alert.dismiss')}
        onClick={() => dismissAlert(kit)}
      />
    </div>
  )
}
