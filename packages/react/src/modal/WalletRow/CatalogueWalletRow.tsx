import type { CatalogueWallet } from '@kit/core'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Image } from '../primitives/Image/Image.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { Row } from '../primitives/Row/Row.js'
import { displayName } from '../utils/displayName.js'
import { isPlainName } from '../utils/isPlainName.js'
import walletRowCss from './WalletRow.css?inline'

adoptStyles('modal/WalletRow/WalletRow.css', walletRowCss)

export type CatalogueWalletRowProps = {
  wallet: CatalogueWallet
  /** The icon's address (`getWalletImageSrc`); unsafe ones show the placeholder. */
  imageSrc: string | undefined
  /** An installed extension announced the same rdns. */
  installed?: boolean
  recent?: boolean
  onSelect: (wallet: CatalogueWallet) => void
}

/**
 * One catalogue wallet of the list: icon, name (untrusted, text only), a certified badge for a
 * certified wallet whose name is plain (B09), and its status.
 */
export function CatalogueWalletRow({
  wallet,
  imageSrc,
  installed = false,
  recent = false,
  onSelect,
}: CatalogueWalletRowProps) {
  const certified = wallet.badge_type === 'certified' && isPlainName(wallet.name)
  const { t } = useI18n()
  return (
    <Row
      data-testid="kit-wallet-row"
      data-wallet-id={wallet.id}
      start={<Image src={imageSrc} />}
      end={
        recent ? (
          <Pill variant="neutral">{t('pill.recent')}</Pill>
        ) : installed ? (
          <Pill variant="success">{t('pill.installed')}</Pill>
        ) : null
      }
      onClick={() => onSelect(wallet)}
    >
      <span className="kit-wallet-name">
        <bdi className="kit-wallet-name__text">{displayName(wallet.name, t('wallet.unknown'))}</bdi>
        {certified && (
          <span
            className="kit-wallet-name__badge"
            role="img"
            aria-label={t('wallet.certified')}
            title={t('wallet.certified')}
            data-testid="kit-wallet-certified"
          >
            <Icon name="certified" size={16} />
          </span>
        )}
      </span>
    </Row>
  )
}
