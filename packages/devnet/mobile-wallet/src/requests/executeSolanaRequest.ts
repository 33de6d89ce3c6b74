import {
  encodeBase58,
  type SolanaKey,
  UnauthorizedProviderError,
  UnsupportedProviderMethodError,
} from '#shared'
import { readSolanaMessage } from './readSolanaMessage.js'

export type ExecuteSolanaRequestParameters = { method: string; params: unknown; key: SolanaKey }

/**
 * Carries out an approved Solana request: `solana_signMessage` signs the message bytes with the
 * wallet's ed25519 key and answers `{ signature }` in base58. A key other than the wallet's is
 * refused (4100), any other method 4200.
 */
export async function executeSolanaRequest({
  method,
  params,
  key,
}: ExecuteSolanaRequestParameters): Promise<unknown> {
  if (method !== 'solana_signMessage') throw new UnsupportedProviderMethodError(method)
  const { message, pubkey } = readSolanaMessage(params)
  if (pubkey !== key.address) throw new UnauthorizedProviderError()
  return { signature: encodeBase58(await key.sign(message)) }
}
