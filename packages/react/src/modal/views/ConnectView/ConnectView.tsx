import type { Connector, Kit, WalletListItem } from '@kit/core'
import { fetchConnectWallets } from '@kit/core/modules/actions/fetchConnectWallets'
import { getCatalogueSkeletons } from '@kit/core/modules/actions/getCatalogueSkeletons'
import { getConnectors } from '@kit/core/modules/actions/getConnectors'
import { getWalletSections } from '@kit/core/modules/actions/getWalletSections'
import { pushView } from '@kit/core/modules/actions/pushView'
import { selectWallet } from '@kit/core/modules/actions/selectWallet'
import { startConnecting } from '@kit/core/modules/actions/startConnecting'
import { getState } from '@kit/core/modules/actions/state'
import { orderWalletSections } from '@kit/core/modules/utils/walletListSections'
import { useEffect, useState } from 'react'
import { useI18n } from '../../../i18n/I18nContext.js'
import { adoptStyles } from '../../../theme/adoptStyles.js'
import { inertAttribute } from '../../../utils/inertAttribute.js'
import { useKitState } from '../../../utils/useKitState.js'
import { sameItems, useKitValue } from '../../../utils/useKitValue.js'
import { AllWalletsRow } from '../../AllWalletsRow/AllWalletsRow.js'
import { hasLegalCheckbox, LegalCheckbox } from '../../LegalCheckbox/LegalCheckbox.js'
import { LegalFooter } from '../../LegalFooter/LegalFooter.js'
import { Notice } from '../../Notice/Notice.js'
import { RowSkeleton } from '../../primitives/RowSkeleton/RowSkeleton.js'
import { afterNextPaint } from '../../utils/afterNextPaint.js'
import { showsAllWallets } from '../../utils/showsAllWallets.js'
import { WalletListItemRow } from '../../WalletRow/WalletListItemRow.js'
import connectViewCss from './ConnectView.css?inline'

adoptStyles('modal/views/ConnectView/ConnectView.css', connectViewCss)

/** Keys for a catalogue section's skeleton rows: getCatalogueSkeletons holds at most 4 a section. */
const skeletonSlots = [0, 1, 2, 3]

/**
 * The wallet list, section by section in the SPEC's order (walletConnect, recent, injected,
 * featured, custom, external, recommended) or the app's `features.connectorTypeOrder`, then All
 * Wallets; with the app's legal links under it, or its legal checkbox above it (the list is out
 * of reach until that is ticked). Until the catalogue answers, its sections hold their rows'
 * places with skeletons, so the list does not move under the pointer when they arrive.
 */
export default function ConnectView({ kit }: { kit: Kit }) {
  // Subscribes to the inputs of getWalletSections, which reads the same snapshots.
  useKitState(kit, 'connectors')
  // Only what the list draws: not the request's idle → loading step, nor All Wallets' pages.
  const [walletCount] = useKitValue(
    kit,
    'wallets',
    (wallets) => [
      wallets.all.count,
      wallets.featured,
      wallets.recommended,
      wallets.recent,
      wallets.connectStatus === 'success' || wallets.connectStatus === 'error',
    ],
    sameItems,
  )
  // Only this value of the modal store: opening and closing must not draw the list again.
  const legalChecked = useKitValue(kit, 'modal', (modal) => modal.legalChecked)
  const { t } = useI18n()
  // After the first paint: an open from a click flushes effects before painting, and the list of
  // installed wallets must not wait for the catalogue's request to be set up.
  useEffect(() => afterNextPaint(() => void fetchConnectWallets(kit)), [kit])
  // After SwitchActiveChain: that namespace's wallets only.
  const [namespace] = useState(() => getState(kit, 'router').data?.namespace)
  const sections = getWalletSections(kit, { namespace })
  const skeletons = getCatalogueSkeletons(kit)
  // Only in sight: the list pre-rendered hidden draws no placeholders, which the catalogue's rows
  // usually replace before anyone opens it. An open before they arrive draws them. (`pending`
  // changes only with the values selected above, which draw this view again.)
  const holdPlaces = useKitValue(
    kit,
    'modal',
    (modal) => (modal.open || modal.embedded) && skeletons.pending,
  )
  const busy = holdPlaces && skeletons.featured + skeletons.recommended > 0
  const installedRdns = new Set(
    getConnectors(kit).flatMap((connector) => connector.info?.rdns ?? []),
  )
  const allWallets = showsAllWallets(kit)
  const locked = hasLegalCheckbox(kit) && !legalChecked
  // The click itself asks the wallet: its popup (or a mobile deep link) needs the user gesture.
  const selectConnector = (connector: Connector) =>
    connector.type === 'WALLET_CONNECT'
      ? pushView(kit, { view: 'ConnectingWalletConnect' })
      : connector.connectors
        ? pushView(kit, { view: 'ConnectingMultiChain', data: { connector } })
        : void startConnecting(kit, { connector })
  if (sections.length === 0 && !allWallets && !busy)
    return (
      <>
        <Notice icon="wallet" title={t('connect.emptyTitle')} text={t('connect.emptyText')} />
        <LegalFooter kit={kit} />
      </>
    )
  return (
    <>
      <LegalCheckbox kit={kit} />
      <div
        className="kit-wallet-list"
        data-testid="kit-wallet-list"
        data-locked={locked || undefined}
        aria-busy={busy || undefined}
        inert={inertAttribute(locked)}
      >
        {orderWalletSections(kit.options.features.connectorTypeOrder).map((section) => {
          const items = sections.find((group) => group.section === section)?.items
          if (items)
            return (
              <div key={section} className="kit-wallet-list__section" data-section={section}>
                {items.map((item) => (
                  <WalletListItemRow
                    key={itemKey(item)}
                    kit={kit}
                    item={item}
                    section={section}
                    installedRdns={installedRdns}
                    onSelectConnector={selectConnector}
                    onSelectWallet={(wallet) => selectWallet(kit, { wallet })}
                  />
                ))}
              </div>
            )
          const held =
            holdPlaces && (section === 'featured' || section === 'recommended')
              ? skeletons[section]
              : 0
          return held > 0 ? (
            <div
              key={`${section}:pending`}
              className="kit-wallet-list__section"
              data-section-pending={section}
            >
              {skeletonSlots.slice(0, held).map((slot) => (
                <RowSkeleton key={slot} data-testid="kit-wallet-row-skeleton" />
              ))}
            </div>
          ) : null
        })}
        {allWallets && (
          <AllWalletsRow
            count={walletCount}
            onSelect={() => pushView(kit, { view: 'AllWallets' })}
          />
        )}
      </div>
      <LegalFooter kit={kit} />
    </>
  )
}

function itemKey(item: WalletListItem): string {
  return item.kind === 'connector'
    ? `c:${item.connector.chain}:${item.connector.id}`
    : `w:${item.wallet.id}`
}
