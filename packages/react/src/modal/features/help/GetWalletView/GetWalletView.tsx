import type { CatalogueWallet, Kit } from '@kit/core'
import { fetchWallets } from '@kit/core/modules/actions/fetchWallets'
import { getConnectors } from '@kit/core/modules/actions/getConnectors'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { pushView } from '@kit/core/modules/actions/pushView'
import { isMobile } from '@kit/core/modules/utils/platform'
import { hasWalletDownloads } from '@kit/core/modules/utils/walletDownloads'
import { useEffect, useId } from 'react'
import { useFeatureTranslator } from '../../../../i18n/feature/useFeatureTranslator.js'
import { useI18n } from '../../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../../theme/adoptStyles.js'
import { useKitState } from '../../../../utils/useKitState.js'
import { LoadError } from '../../../LoadError/LoadError.js'
import { Notice } from '../../../Notice/Notice.js'
import { Icon } from '../../../primitives/Icon/Icon.js'
import { Image } from '../../../primitives/Image/Image.js'
import { Row } from '../../../primitives/Row/Row.js'
import { RowSkeleton } from '../../../primitives/RowSkeleton/RowSkeleton.js'
import { Text } from '../../../primitives/Text/Text.js'
import { displayName } from '../../../utils/displayName.js'
import { catalogue } from '../messages/catalogue.js'
import getWalletViewCss from './GetWalletView.css?inline'

adoptStyles('modal/features/help/GetWalletView/GetWalletView.css', getWalletViewCss)

/** Wallets suggested at most. */
export const suggestedWalletCount = 8

/**
 * The catalogue's wallets to suggest to a visitor who has none: the host's featured wallets, then
 * the catalogue's in its recommended order, each once, those with a page to download them from
 * and not already installed here.
 */
export function suggestWallets(
  wallets: readonly CatalogueWallet[],
  installedRdns: ReadonlySet<string>,
  { mobile = false }: { mobile?: boolean } = {},
): CatalogueWallet[] {
  const seen = new Set<string>()
  return wallets
    .filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id))
    .filter((wallet) => !(wallet.rdns !== null && installedRdns.has(wallet.rdns)))
    .filter((wallet) => hasWalletDownloads(wallet, { mobile }))
    .slice(0, suggestedWalletCount)
}

/** Wallets to get (from "Get a wallet"): each opens the wallet's download pages. */
export default function GetWalletView({ kit }: { kit: Kit }) {
  const { all } = useKitState(kit, 'wallets')
  const { featured } = kit.stores.wallets
  useKitState(kit, 'connectors')
  const { t: modalT } = useI18n()
  const { t } = useFeatureTranslator(catalogue)
  const id = useId()
  useEffect(() => {
    void fetchWallets(kit, { page: 1 })
  }, [kit])
  const installed = new Set(getConnectors(kit).flatMap((c) => c.info?.rdns ?? []))
  // The lists are stored unproxied and replaced whole, so the live arrays are the snapshot's.
  const wallets = suggestWallets([...featured, ...kit.stores.wallets.all.wallets], installed, {
    mobile: isMobile(),
  })
  const loading = all.status === 'loading' || (all.status === 'idle' && wallets.length === 0)
  if (all.status === 'error' && wallets.length === 0)
    return (
      <LoadError
        text={all.error ?? modalT('common.somethingWentWrong')}
        onRetry={() => void fetchWallets(kit, { page: all.page + 1 })}
        data-testid="kit-get-wallet-retry"
      />
    )
  if (!loading && wallets.length === 0)
    return <Notice icon="wallet" title={t('help.noWalletsTitle')} text={t('help.noWalletsText')} />
  return (
    <section className="kit-get-wallet" aria-labelledby={`${id}-heading`} aria-busy={loading}>
      <Text as="h3" size={14} weight={600} tone="muted" id={`${id}-heading`}>
        {t('help.suggestedWallets')}
      </Text>
      <ul className="kit-get-wallet__list">
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <Row
              data-testid="kit-get-wallet-row"
              data-wallet-id={wallet.id}
              start={<Image src={getWalletImageSrc(kit, { wallet })} />}
              end={<Icon name="chevronRight" size={20} className="kit-get-wallet__chevron" />}
              onClick={() => pushView(kit, { view: 'Downloads', data: { wallet } })}
            >
              <bdi>{displayName(wallet.name, modalT('wallet.unknown'))}</bdi>
            </Row>
          </li>
        ))}
        {loading &&
          wallets.length === 0 &&
          [0, 1, 2, 3].map((index) => (
            <RowSkeleton as="li" key={index} className="kit-get-wallet__skeleton" />
          ))}
      </ul>
    </section>
  )
}
