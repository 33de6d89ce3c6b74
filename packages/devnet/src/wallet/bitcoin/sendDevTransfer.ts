import { hexToBytes } from '@noble/hashes/utils.js'
import { p2wpkh, selectUTXO } from '@scure/btc-signer'
import type { BitcoinDevAccount } from '../../bitcoin/bitcoinDevAccounts.js'
import { bitcoinRegtest } from '../../bitcoin/bitcoinRegtest.js'
import { InternalProviderError, InvalidProviderParamsError } from '../../errors/provider.js'
import { broadcastPsbt } from './broadcastPsbt.js'

export type SendDevTransferParameters = {
  account: BitcoinDevAccount
  /** A regtest address. */
  recipient: string
  /** Sats. */
  amount: bigint
  esploraUrl: string
  /** Sats per vbyte; 2 by default. */
  feeRate?: bigint | undefined
  fetchFn?: typeof fetch | undefined
}

/**
 * Pays `amount` sats to `recipient` from the dev key's payment (P2WPKH) address: reads its UTXOs
 * from Esplora, selects coins (change back to the payment address), signs, finalizes and
 * broadcasts; resolves with the txid.
 */
export async function sendDevTransfer({
  account,
  recipient,
  amount,
  esploraUrl,
  feeRate = 2n,
  fetchFn = (...args) => globalThis.fetch(...args),
}: SendDevTransferParameters): Promise<string> {
  if (amount <= 0n) throw new InvalidProviderParamsError('The amount must be positive sats.')
  const network = bitcoinRegtest.network
  const payment = p2wpkh(hexToBytes(account.publicKey), network)
  const base = esploraUrl.replace(/\/$/, '')
  let utxos: { txid: string; vout: number; value: number }[]
  try {
    const response = await fetchFn(`${base}/address/${payment.address}/utxo`)
    if (!response.ok) throw new Error(`status ${response.status}`)
    utxos = (await response.json()) as typeof utxos
  } catch (cause) {
    throw new InternalProviderError('The Esplora server did not list the UTXOs.', { cause })
  }
  let selected: ReturnType<typeof selectUTXO>
  try {
    selected = selectUTXO(
      utxos.map((utxo) => ({
        ...payment,
        txid: utxo.txid,
        index: utxo.vout,
        witnessUtxo: { script: payment.script, amount: BigInt(utxo.value) },
      })),
      [{ address: recipient, amount }],
      'default',
      {
        feePerByte: feeRate,
        changeAddress: payment.address as string,
        network,
        createTx: true,
        bip69: false,
      },
    )
  } catch (cause) {
    throw new InvalidProviderParamsError(`Cannot pay ${recipient}: ${(cause as Error).message}`)
  }
  if (!selected?.tx) throw new InvalidProviderParamsError('Not enough funds for this transfer.')
  selected.tx.sign(hexToBytes(account.privateKey))
  return broadcastPsbt({ tx: selected.tx, esploraUrl: base, fetchFn })
}
