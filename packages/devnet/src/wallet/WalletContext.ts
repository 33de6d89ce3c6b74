import type { PrivateKeyAccount } from 'viem/accounts'
import type { ApprovalQueue } from './createApprovalQueue.js'
import type { Emitter } from './createEmitter.js'
import type { WalletStateStore } from './createWalletState.js'

/** What every wallet method and action works on: one per `createDevWallet` call. */
export type WalletContext = {
  readonly account: PrivateKeyAccount
  readonly state: WalletStateStore
  readonly approvals: ApprovalQueue
  readonly emitter: Emitter
  /** The page origin, shown in connection prompts. */
  readonly origin: string
  readonly fetchFn: typeof fetch
  /** The connection prompt in flight, shared by concurrent connect requests. */
  connecting: Promise<void> | undefined
}
