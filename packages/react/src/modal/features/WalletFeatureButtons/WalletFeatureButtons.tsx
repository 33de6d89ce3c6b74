import type { ChainNamespace, Kit } from '@kit/core'
import { pushView } from '@kit/core/modules/actions/pushView'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { Icon } from '../../primitives/Icon/Icon.js'
import { listWalletFeatures } from './listWalletFeatures.js'
import walletFeatureButtonsCss from './WalletFeatureButtons.css?inline'

adoptStyles('modal/features/WalletFeatureButtons/WalletFeatureButtons.css', walletFeatureButtonsCss)

/** Buy, Swap, Receive, Send under the balance (UI.md Account): each opens its feature's view. */
export function WalletFeatureButtons({ kit, namespace }: { kit: Kit; namespace: ChainNamespace }) {
  const { t } = useI18n()
  const features = listWalletFeatures(kit, namespace)
  if (features.length === 0) return null
  return (
    <nav className="kit-features" aria-label={t('account.features')}>
      {features.map(({ feature, view, label, icon }) => (
        <button
          key={feature}
          type="button"
          className="kit-features__button"
          data-testid={`kit-feature-${feature}`}
          onClick={() => pushView(kit, { view })}
        >
          <Icon name={icon} />
          <span className="kit-features__label">{t(label)}</span>
        </button>
      ))}
    </nav>
  )
}
