import type { Transaction } from '@scure/btc-signer'
import { InternalProviderError, InvalidProviderParamsError } from '../../errors/provider.js'

/**
 * Finalizes every input of a signed PSBT and posts the transaction to an Esplora server
 * (`POST {esploraUrl}/tx`, hex body); resolves with the txid the server answers.
 */
export async function broadcastPsbt({
  tx,
  esploraUrl,
  fetchFn,
}: {
  tx: Transaction
  esploraUrl: string
  fetchFn: typeof fetch
}): Promise<string> {
  try {
    tx.finalize()
  } catch (cause) {
    throw new InvalidProviderParamsError(
      `The transaction cannot be finalized: ${(cause as Error).message}`,
    )
  }
  let response: Response
  try {
    response = await fetchFn(`${esploraUrl.replace(/\/$/, '')}/tx`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: tx.hex,
    })
  } catch (cause) {
    throw new InternalProviderError('The Esplora server could not be reached.', { cause })
  }
  const text = (await response.text()).trim()
  if (!response.ok)
    throw new InternalProviderError(
      `The Esplora server refused the transaction: ${text.slice(0, 300)}`,
    )
  return text
}
