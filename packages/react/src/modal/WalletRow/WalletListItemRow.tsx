import type { CatalogueWallet, Connector, Kit, WalletListItem, WalletListSection } from '@kit/core'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { withConnectorImage } from '@kit/core/modules/utils/withConnectorImage'
import { memo } from 'react'
import { customWalletEntry } from '../utils/customWalletEntry.js'
import { CatalogueWalletRow } from './CatalogueWalletRow.js'
import { WalletRow } from './WalletRow.js'

export type WalletListItemRowProps = {
  kit: Kit
  item: WalletListItem
  section: WalletListSection
  /** rdns of the installed extensions, for the INSTALLED pill of catalogue rows. */
  installedRdns: ReadonlySet<string>
  onSelectConnector: (connector: Connector) => void
  onSelectWallet: (wallet: CatalogueWallet) => void
}

/**
 * One entry of the Connect list: a connector row (with the app's `connectorImages`), or a
 * catalogue row for catalogue and custom wallets. It draws again only when its own wallet, section
 * or INSTALLED pill changes, not for each row the catalogue adds beside it; `onSelectConnector` and
 * `onSelectWallet` are the list's handlers, the same in meaning from one render to the next.
 */
export const WalletListItemRow = memo(function WalletListItemRow({
  kit,
  item,
  section,
  installedRdns,
  onSelectConnector,
  onSelectWallet,
}: WalletListItemRowProps) {
  if (item.kind === 'connector')
    return (
      <WalletRow
        connector={withConnectorImage(item.connector, kit.options.input.connectorImages)}
        section={section}
        onSelect={onSelectConnector}
      />
    )
  const wallet = item.kind === 'custom' ? customWalletEntry(item.wallet) : item.wallet
  return (
    <CatalogueWalletRow
      wallet={wallet}
      imageSrc={getWalletImageSrc(kit, { wallet })}
      installed={wallet.rdns !== null && installedRdns.has(wallet.rdns)}
      recent={section === 'recent'}
      onSelect={onSelectWallet}
    />
  )
}, isSameRow)

function isSameRow(previous: WalletListItemRowProps, next: WalletListItemRowProps): boolean {
  const rdns = next.item.kind === 'catalogue' ? next.item.wallet.rdns : null
  return (
    previous.kit === next.kit &&
    previous.section === next.section &&
    target(previous.item) === target(next.item) &&
    (rdns === null || previous.installedRdns.has(rdns) === next.installedRdns.has(rdns))
  )
}

/** What an entry stands for: its connector or its wallet (kept references in the stores). */
function target(item: WalletListItem): object {
  return item.kind === 'connector' ? item.connector : item.wallet
}
