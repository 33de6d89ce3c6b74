import type { CatalogueWallet } from '@kit/core'
import { type KeyboardEvent, memo } from 'react'
import { useI18n } from '../../i18n/I18nContext.js'
import { adoptStyles } from '../../theme/adoptStyles.js'
import { Icon } from '../primitives/Icon/Icon.js'
import { Image } from '../primitives/Image/Image.js'
import { displayName } from '../utils/displayName.js'
import { isPlainName } from '../utils/isPlainName.js'
import { sameCatalogueWallet } from '../utils/sameCatalogueWallet.js'
import walletTileCss from './WalletTile.css?inline'

adoptStyles('modal/WalletTile/WalletTile.css', walletTileCss)

export type WalletTileProps = {
  wallet: CatalogueWallet
  index: number
  imageSrc: string | undefined
  installed: boolean
  /** Roving tab stop: only the grid's current tile is reachable with Tab. */
  tabbable: boolean
  onSelect: (wallet: CatalogueWallet) => void
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void
  onFocus: (index: number) => void
}

/**
 * One wallet of the AllWallets grid: a 64 px icon and the name (text only) below. Memoised: a
 * keystroke redraws only the tiles whose wallet (by content), place or focus changed.
 */
export const WalletTile = memo(function WalletTile({
  wallet,
  index,
  imageSrc,
  installed,
  tabbable,
  onSelect,
  onKeyDown,
  onFocus,
}: WalletTileProps) {
  const { t } = useI18n()
  const name = displayName(wallet.name, t('wallet.unknown'), 32)
  const certified = wallet.badge_type === 'certified' && isPlainName(wallet.name)
  return (
    <button
      type="button"
      className="kit-wallet-tile"
      data-testid="kit-wallet-tile"
      data-wallet-id={wallet.id}
      data-index={index}
      tabIndex={tabbable ? 0 : -1}
      title={name}
      onClick={() => onSelect(wallet)}
      onKeyDown={(event) => onKeyDown(event, index)}
      onFocus={() => onFocus(index)}
    >
      <span className="kit-wallet-tile__icon">
        <Image src={imageSrc} size={64} loading="lazy" deferred />
        {installed && (
          <span
            className="kit-wallet-tile__installed"
            role="img"
            aria-label={t('wallet.installed')}
          />
        )}
        {certified && (
          <span className="kit-wallet-tile__badge" role="img" aria-label={t('wallet.certified')}>
            <Icon name="certified" size={16} />
          </span>
        )}
      </span>
      <bdi className="kit-wallet-tile__name">{name}</bdi>
    </button>
  )
}, sameTileProps)

function sameTileProps(a: WalletTileProps, b: WalletTileProps): boolean {
  return (
    a.index === b.index &&
    a.imageSrc === b.imageSrc &&
    a.installed === b.installed &&
    a.tabbable === b.tabbable &&
    a.onSelect === b.onSelect &&
    a.onKeyDown === b.onKeyDown &&
    a.onFocus === b.onFocus &&
    sameCatalogueWallet(a.wallet, b.wallet)
  )
}
