import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { Row } from '../primitives/Row/Row.js'
import { formatWalletCount } from '../utils/formatWalletCount.js'
import allWalletsRowCss from './AllWalletsRow.css?inline'

adoptStyles('modal/AllWalletsRow/AllWalletsRow.css', allWalletsRowCss)

export type AllWalletsRowProps = { count: number; onSelect: () => void }

/** The Connect list's last row: opens the whole catalogue, with its size as a pill. */
export function AllWalletsRow({ count, onSelect }: AllWalletsRowProps) {
  const { t, locale } = useI18n()
  const label = formatWalletCount(count, locale)
  return (
    <Row
      data-testid="kit-all-wallets"
      start={
        <span className="kit-all-wallets__icon">
          <Icon name="grid" />
        </span>
      }
      end={
        label && (
          <Pill variant="neutral">
            <bdi dir="ltr">{label}</bdi>
          </Pill>
        )
      }
      onClick={onSelect}
    >
      {t('connect.allWallets')}
    </Row>
  )
}
