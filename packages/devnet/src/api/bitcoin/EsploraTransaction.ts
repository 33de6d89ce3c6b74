/** An output (or an input's `prevout`) as Esplora writes it. */
export type EsploraOutput = { scriptpubkey_address?: string; value: number }

/** The fields of an Esplora transaction the history reads. */
export type EsploraTransaction = {
  txid: string
  vin: { prevout: EsploraOutput | null; is_coinbase: boolean }[]
  vout: EsploraOutput[]
  status: { confirmed: boolean; block_height?: number; block_time?: number }
}
