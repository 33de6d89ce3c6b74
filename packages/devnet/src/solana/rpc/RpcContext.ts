import type { Keypair } from '@solana/web3.js'
import type { SolanaLedger } from '../svm/createSolanaLedger.js'
import { decodeMint } from '../svm/tokenAccountLayout.js'

/** What the method handlers read and change. */
export type RpcContext = {
  ledger: SolanaLedger
  /** Answered by `getGenesisHash`. */
  genesisHash: string
  /** Pays `requestAirdrop`. */
  faucet: Keypair
}

/** A method handler: positional params in, the `result` out; throws `SolanaRpcError`. */
export type RpcMethod = (params: unknown[], context: RpcContext) => unknown

/** The Agave release litesvm 1.5 runs (its program runtime), reported by `getVersion`. */
export const solanaCoreVersion = '4.3.0'

/** `{ context, value }`, the envelope of most read methods. */
export function withContext(context: RpcContext, value: unknown) {
  return { context: { apiVersion: solanaCoreVersion, slot: context.ledger.slot() }, value }
}

/** The decimals of `mint`, or undefined when it is not a mint. */
export function mintDecimals(context: RpcContext, mint: string): number | undefined {
  const account = context.ledger.account(mint)
  return account ? decodeMint(account.data)?.decimals : undefined
}
