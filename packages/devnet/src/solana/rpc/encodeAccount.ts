import { encodeBase58 } from '../base58.js'
import type { LedgerAccount } from '../svm/LedgerAccount.js'
import { parseTokenProgramData } from './parseTokenProgramData.js'

export type AccountEncoding = 'base58' | 'base64' | 'jsonParsed'

export const accountEncodings: readonly AccountEncoding[] = ['base58', 'base64', 'jsonParsed']

/** What validators answer as the rent epoch of a rent-exempt account (u64::MAX). */
const rentExemptEpoch = Number(2n ** 64n - 1n)

/** An account as `getAccountInfo` and its relatives write it. */
export function encodeAccount(
  account: LedgerAccount,
  encoding: AccountEncoding,
  mintDecimals: (mint: string) => number | undefined,
) {
  const owner = account.owner
  const data = account.data
  const parsed =
    encoding === 'jsonParsed' ? parseTokenProgramData(owner, data, mintDecimals) : undefined
  return {
    data:
      parsed ??
      (encoding === 'base58'
        ? [encodeBase58(data), 'base58']
        : [Buffer.from(data).toString('base64'), 'base64']),
    executable: account.executable,
    lamports: account.lamports,
    owner,
    rentEpoch: rentExemptEpoch,
    space: data.length,
  }
}
