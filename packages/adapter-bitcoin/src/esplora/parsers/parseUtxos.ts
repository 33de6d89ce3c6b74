import type { BitcoinUtxo } from '../../types/utxo.js'
import { readArray, readBoolean, readObject, readSats, readTxid, readUint32 } from './readFields.js'

/** Most unspent outputs read for one address. */
export const MAX_UTXOS = 5_000

/** Reads Esplora's `GET /address/:address/utxo` answer. */
export function parseUtxos(json: unknown): BitcoinUtxo[] {
  return readArray(json, 'The output list', MAX_UTXOS).map((item, index) => {
    const utxo = readObject(item, `Output ${index}`)
    const status = readObject(utxo.status, `Output ${index}'s status`)
    return {
      txid: readTxid(utxo.txid, `Output ${index}'s txid`),
      vout: readUint32(utxo.vout, `Output ${index}'s vout`),
      value: readSats(utxo.value, `Output ${index}'s value`),
      confirmed: readBoolean(status.confirmed, `Output ${index}'s confirmed flag`),
    }
  })
}
