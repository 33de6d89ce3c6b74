import type { CatalogueWallet, Connector, Kit, WalletListItem, WalletListSection } from '@kit/core'
import { getWalletImageSrc } from '@kit/core/modules/actions/getWalletImageSrc'
import { withConnectorImage } from '@kit/core/modules/utils/withConnectorImage'
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
 * catalogue row for catalogue and custom wallets.
 */
export function WalletListItemRow({
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
}
