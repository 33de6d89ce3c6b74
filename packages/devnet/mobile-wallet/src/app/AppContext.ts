import type { BitcoinDevAccount, MobileWalletPageConfig, SolanaKey } from '#shared'
import type { SessionViewStore } from '../session/createSessionViewStore.js'
import type { WalletSigner } from '../signer/createWalletSigner.js'
import type { ProposalCard } from '../ui/renderProposalCard.js'
import type { RequestCard } from '../ui/renderRequestCard.js'
import type { SessionCard } from '../ui/renderSessionCard.js'
import type { MobileWalletKit } from '../walletkit/createWalletKit.js'
import type { Reporter } from './createReporter.js'
import type { PageDom } from './PageDom.js'

/** Everything one running page shares: the SDK client, keys, DOM and the cards on screen. */
export type AppContext = {
  walletKit: MobileWalletKit
  config: MobileWalletPageConfig
  signer: WalletSigner
  /** The wallet's Solana key, offered when a dapp proposes the solana namespace. */
  solana: SolanaKey
  /** The wallet's Bitcoin dev key (regtest), offered when a dapp proposes the bip122 namespace. */
  bitcoin: BitcoinDevAccount
  views: SessionViewStore
  dom: PageDom
  report: Reporter
  pageOrigin: string
  proposals: Map<number, ProposalCard>
  /** One-click sign-in requests on screen by id. */
  authentications: Map<number, ProposalCard>
  sessions: Map<string, SessionCard>
  /** Requests on screen by id, answered or not: an id is never shown twice. */
  requests: Map<number, RequestCard & { topic: string; settled: boolean }>
}
