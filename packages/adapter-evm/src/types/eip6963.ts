import type { Eip1193Provider } from './eip1193.js'

/** What a wallet announces about itself (EIP-6963); every field is untrusted until validated. */
export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }

export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/** A validated announcement: name and icon already made safe to show. */
export type AnnouncedWallet = {
  uuid: string
  rdns: string
  name: string
  icon: string | undefined
  provider: Eip1193Provider
}
