import type { EsploraClient } from './createEsploraClient.js'
import { esploraRequest, parseJson } from './esploraRequest.js'
import { type BitcoinTransaction, parseTransactions } from './parsers/parseTransactions.js'
import { readTxid } from './parsers/readFields.js'

export type GetTransactionsParameters = {
  address: string
  /** The last confirmed txid of the previous page: the next page starts after it. */
  after?: string | undefined
  signal?: AbortSignal | undefined
}

/** A transaction with what it did to the address: `value` is the sats it gained (negative when it paid). */
export type AddressTransaction = BitcoinTransaction & { value: bigint }

/**
 * A page of the address's transactions, newest first: unconfirmed ones and 25 confirmed ones,
 * or with `after`, the 25 confirmed ones older than it (`GET /address/:address/txs[/chain/:after]`).
 * @example
 * const page = await getTransactions(client, { address })
 * const next = await getTransactions(client, { address, after: page.at(-1)?.txid })
 */
export async function getTransactions(
  client: EsploraClient,
  { address, after, signal }: GetTransactionsParameters,
): Promise<AddressTransaction[]> {
  const path =
    after === undefined
      ? ['address', address, 'txs']
      : ['address', address, 'txs', 'chain', readTxid(after, 'after')]
  const transactions = parseTransactions(parseJson(await esploraRequest(client, { path, signal })))
  // Esplora writes segwit addresses in lower case; base58 ones are case-sensitive.
  const own = /^(bc|tb|bcrt)1/i.test(address) ? address.toLowerCase() : address
  const sum = (entries: BitcoinTransaction['inputs']) =>
    entries.reduce((total, entry) => (entry.address === own ? total + entry.value : total), 0n)
  return transactions.map((transaction) => ({
    ...transaction,
    value: sum(transaction.outputs) - sum(transaction.inputs),
  }))
}
