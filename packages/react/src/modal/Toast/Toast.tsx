import type { Kit } from '@kit/core'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { useKitState } from '../../utils/useKitState.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Spinner } from '../primitives/Spinner/Spinner.js'
import toastCss from './Toast.css?inline'

adoptStyles('modal/Toast/Toast.css', toastCss)

/**
 * The toast pill at the top of the card. The store's `svg` markup is never drawn: icons come
 * from our own set, by variant.
 */
export function Toast({ kit }: { kit: Kit }) {
  const toast = useKitState(kit, 'toast')
  const { t } = useI18n()
  return (
    <div className="kit-toast-region" role="status" aria-live="polite">
      {toast.open && toast.message && (
        <div className={`kit-toast kit-toast--${toast.variant}`} data-testid="kit-toast">
          {toast.variant === 'loading' ? (
            <Spinner size={16} />
          ) : (
            <Icon name={toast.variant === 'success' ? 'check' : 'warning'} size={16} />
          )}
          <span className="kit-toast__text">
            {toast.messageId ? t(`toast.${toast.messageId}`) : toast.message}
          </span>
        </div>
      )}
    </div>
  )
}
