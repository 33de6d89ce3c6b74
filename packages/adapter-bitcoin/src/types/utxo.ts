/** An unspent output of an address, as Esplora lists it; `value` in sats. */
export type BitcoinUtxo = {
  txid: string
  vout: number
  value: bigint
  confirmed: boolean
}
