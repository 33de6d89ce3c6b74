import type { CatalogueWallet } from '@kit/blockchain-api'
import type { Connector } from './connector.js'
import type { CustomWallet } from './options.js'

/** A wallet the visitor connected with lately (SPEC §9: the last 2), as stored. */
export type RecentWallet = {
  /** Catalogue id when known, else the connector id. */
  id: string
  name: string
  imageUrl?: string | undefined
  rdns?: string | undefined
  connectorId?: string | undefined
  /** A catalogue wallet paired over WalletConnect keeps what its row and links need. */
  imageId?: string | undefined
  mobileLink?: string | undefined
  desktopLink?: string | undefined
  webappLink?: string | undefined
}

/** One row of the Connect view's wallet list. */
export type WalletListItem =
  | { kind: 'connector'; connector: Connector }
  | { kind: 'catalogue'; wallet: CatalogueWallet }
  | { kind: 'custom'; wallet: CustomWallet }
