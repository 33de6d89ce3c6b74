/** The dapp's own description, shown to wallets. */
export type Metadata = {
  name: string
  description: string
  url: string
  icons: string[]
}
