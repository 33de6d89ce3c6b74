import type { CatalogueWallet, Kit } from '@kit/core'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { isMobile } from '@kit/core/modules/utils/platform'
import {
  getWalletDownloads,
  type WalletDownloadKind,
  walletDownloadKinds,
} from '@kit/core/modules/utils/walletDownloads'
import { useState } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import type { IconName } from '../../../icons/iconPaths.js'
import { Notice } from '../../../Notice/Notice.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { IconTile } from '../../../primitives/IconTile/IconTile.js'
import { Image } from '../../../primitives/Image/Image.js'
import { LinkRow } from '../../../primitives/Row/LinkRow.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { catalogue } from '../messages/catalogue.js'
import type { HelpMessageKey } from '../messages/english.js'
import downloadsViewCss from './DownloadsView.css?inline'

adoptStyles('modal/features/help/DownloadsView/DownloadsView.css', downloadsViewCss)

const rows: Record<WalletDownloadKind, { label: HelpMessageKey; icon: IconName }> = {
  chromeStore: { label: 'help.chromeStore', icon: 'desktop' },
  appStore: { label: 'help.appStore', icon: 'phone' },
  playStore: { label: 'help.playStore', icon: 'phone' },
  homepage: { label: 'help.homepage', icon: 'globe' },
}

/**
 * Where to get one wallet (from "Get a wallet", or "Don't have it? Get" under its QR code): its
 * browser extension (not on a phone), App Store, Google Play and home pages, those the catalogue
 * lists and the allowlist passes.
 */
export default function DownloadsView({ kit }: { kit: Kit }) {
  // The wallet belongs to this view for its whole life, even while it fades out.
  const [wallet] = useState(() => kit.stores.router.data?.wallet as CatalogueWallet | undefined)
  const { t: modalT } = useI18n()
  const { t, tParts } = useFeatureTranslator(catalogue)
  const downloads = getWalletDownloads(wallet, { mobile: isMobile() })
  const kinds = walletDownloadKinds.filter((kind) => downloads[kind] !== undefined)
  if (!wallet || kinds.length === 0)
    return (
      <Notice icon="wallet" title={t('help.noDownloadsTitle')} text={t('help.noDownloadsText')} />
    )
  const name = displayName(wallet.name, modalT('wallet.unknown'))
  return (
    <div className="kit-downloads" data-testid="kit-downloads">
      <div className="kit-downloads__wallet">
        <Image src={getWalletImageSrc(kit, { wallet })} size={80} />
        <Text as="h3" size={20} weight={600} align="center">
          {tParts('help.getName', { name: <bdi key="name">{name}</bdi> })}
        </Text>
        <Text size={14} tone="muted" align="center">
          {t('help.downloadsHint')}
        </Text>
      </div>
      <ul className="kit-downloads__links">
        {kinds.map((kind) => {
          const label = t(rows[kind].label)
          return (
            <li key={kind}>
              <LinkRow
                href={downloads[kind] as string}
                aria-label={t('help.opensInNewTab', { label })}
                data-testid="kit-download-link"
                data-kind={kind}
                start={
                  <IconTile tone="text">
                    <Icon name={rows[kind].icon} size={20} />
                  </IconTile>
                }
                end={<Icon name="external" size={16} className="kit-downloads__external" />}
              >
                {label}
              </LinkRow>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
