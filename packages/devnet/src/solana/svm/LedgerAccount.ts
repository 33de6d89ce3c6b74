import type { EncodedAccount } from '@solana/kit'

/** An account as the RPC layer reads it. */
export type LedgerAccount = {
  lamports: number
  data: Uint8Array
  /** The owning program (base58). */
  owner: string
  executable: boolean
}

/** litesvm's account (kit's `EncodedAccount`) as a `LedgerAccount`. */
export function toLedgerAccount(account: EncodedAccount): LedgerAccount {
  return {
    lamports: Number(account.lamports),
    data: account.data as Uint8Array,
    owner: account.programAddress,
    executable: account.executable,
  }
}
