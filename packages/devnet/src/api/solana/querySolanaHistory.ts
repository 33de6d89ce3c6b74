import type { HistoryResponse } from '@kit/blockchain-api'
import { tokenProgramId } from '../../solana/solanaProgramIds.js'
import { decodeIdCursor, encodeIdCursor } from '../history/idCursor.js'
import type { SolanaParsedTransaction } from './SolanaParsedTransaction.js'
import type { SolanaServedChain } from './SolanaServedChain.js'
import { toSolanaApiTransaction } from './toSolanaApiTransaction.js'

/** A base58 transaction signature (64 bytes: 64 to 88 characters). */
const signaturePattern = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/

export type QuerySolanaHistoryParameters = {
  address: string
  chain: SolanaServedChain
  cursor: string | undefined
  baseUrl: string
  /** 10 by default. */
  pageSize?: number | undefined
}

type SignatureInfo = { signature: string; slot: number }

/**
 * One page of an account's Solana history, newest first, at `confirmed`: the transactions that
 * name the account or one of its token accounts (a token transfer names only the token
 * accounts). The cursor is the signature of the last entry shown.
 */
export async function querySolanaHistory({
  address,
  chain,
  cursor,
  baseUrl,
  pageSize = 10,
}: QuerySolanaHistoryParameters): Promise<HistoryResponse> {
  const before = cursor === undefined ? undefined : decodeIdCursor(cursor, signaturePattern)
  const tokenAccounts = (await chain.call('getTokenAccountsByOwner', [
    address,
    { programId: tokenProgramId },
    { encoding: 'base64' },
  ])) as { value: { pubkey: string }[] }
  const addresses = [address, ...tokenAccounts.value.map((account) => account.pubkey)]
  const lists = (await Promise.all(
    addresses.map((each) =>
      chain.call('getSignaturesForAddress', [each, { commitment: 'confirmed', limit: 1_000 }]),
    ),
  )) as SignatureInfo[][]
  const bySignature = new Map(lists.flat().map((info) => [info.signature, info]))
  const newestFirst = [...bySignature.values()].sort(
    (a, b) => b.slot - a.slot || (a.signature < b.signature ? -1 : 1),
  )
  const start =
    before === undefined ? 0 : newestFirst.findIndex((info) => info.signature === before) + 1
  const rest = before !== undefined && start === 0 ? [] : newestFirst.slice(start)
  const page = rest.slice(0, pageSize)
  const transactions = (await Promise.all(
    page.map(({ signature }) =>
      chain.call('getTransaction', [
        signature,
        { encoding: 'jsonParsed', commitment: 'confirmed', maxSupportedTransactionVersion: 0 },
      ]),
    ),
  )) as (SolanaParsedTransaction | null)[]
  const last = page.at(-1)
  return {
    data: transactions
      .filter((tx): tx is SolanaParsedTransaction => tx !== null)
      .map((tx) => toSolanaApiTransaction({ tx, account: address, chain, baseUrl })),
    next: rest.length > pageSize && last ? encodeIdCursor(last.signature) : null,
  }
}
