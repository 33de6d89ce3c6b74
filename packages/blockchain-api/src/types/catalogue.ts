/** One wallet of the catalogue (`GET /getWallets`). Names and links are untrusted input. */
export type CatalogueWallet = {
  id: string
  name: string
  /** Passed to `GET /getWalletImage/{image_id}`. */
  image_id: string | null
  /** An absolute image URL some entries carry instead of an image id. */
  image_url: string | null
  /** Reverse-DNS id the wallet announces over EIP-6963, when it has an extension. */
  rdns: string | null
  /** CAIP-2 ids of the chains the wallet supports. */
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  /** The browser extension's page in the Chrome Web Store, where the wallet has one. */
  chrome_store?: string | undefined
  /** `certified` wallets carry a badge; `none` otherwise. */
  badge_type: 'certified' | 'none'
  /** Position in the recommended order, smallest first. */
  order: number
}

/** `GET /getWallets` answer: one page and the total that matches the query. */
export type GetWalletsResponse = { count: number; data: CatalogueWallet[] }
