import { useI18n } from '../../i18n/I18nContext.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { IconTile } from '../primitives/IconTile/IconTile.js'
import { Pill } from '../primitives/Pill/Pill.js'
import { Row } from '../primitives/Row/Row.js'
import { formatWalletCount } from '../utils/formatWalletCount.js'

export type AllWalletsRowProps = { count: number; onSelect: () => void }

/** The Connect list's last row: opens the whole catalogue, with its size as a pill. */
export function AllWalletsRow({ count, onSelect }: AllWalletsRowProps) {
  const { t, locale } = useI18n()
  const label = formatWalletCount(count, locale)
  return (
    <Row
      data-testid="kit-all-wallets"
      start={
        <IconTile outlined>
          <Icon name="grid" />
        </IconTile>
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
