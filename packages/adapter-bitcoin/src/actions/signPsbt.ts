import { base64 } from '@scure/base'
import { UnsupportedSighashTypeError } from '../errors/transaction.js'
import { broadcastTransaction } from '../esplora/broadcastTransaction.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import type { SignPsbtInput } from '../types/walletClient.js'
import { createEsplora } from './createEsplora.js'
import { getSession } from './getSession.js'
import { readPsbt, signAndFinalize } from './signAndFinalize.js'

export type SignPsbtParameters = {
  connectorId: string
  /** Base64. */
  psbt: string
  signInputs: readonly SignPsbtInput[]
  /** Finalize and send through the network's Esplora API. Default `false`. */
  broadcast?: boolean | undefined
}

/** Has the wallet sign a PSBT; with `broadcast`, finalizes and sends it and returns its txid too. */
export async function signPsbt(
  state: BitcoinAdapterState,
  { connectorId, psbt, signInputs, broadcast = false }: SignPsbtParameters,
): Promise<{ psbt: string; txid?: string | undefined }> {
  checkSighashTypes(signInputs)
  const session = getSession(state, connectorId)
  const bytes = readPsbt(psbt).toPSBT()
  if (!broadcast) {
    const signed = await session.client.signPsbt({
      psbt: base64.encode(bytes),
      signInputs,
      caipNetworkId: session.network.caipNetworkId,
    })
    return { psbt: base64.encode(readPsbt(signed).toPSBT()) }
  }
  const transaction = await signAndFinalize(session, { psbt: bytes, signInputs })
  const txid = await broadcastTransaction(createEsplora(state, session.network), {
    transaction: transaction.hex,
  })
  return { psbt: base64.encode(transaction.toPSBT()), txid }
}

/**
 * AppKit's sign inputs may carry `sighashTypes`, which the wallets Kit speaks to are not asked
 * for: only the default ones (SIGHASH_ALL, 1, or Taproot's 0) pass, so no input is signed with
 * another commitment than the app asked for.
 */
function checkSighashTypes(signInputs: readonly SignPsbtInput[]): void {
  for (const [index, input] of signInputs.entries()) {
    const { sighashTypes } = input as { sighashTypes?: unknown }
    if (sighashTypes === undefined) continue
    if (!Array.isArray(sighashTypes) || sighashTypes.some((type) => type !== 0 && type !== 1))
      throw new UnsupportedSighashTypeError({ index, sighashTypes })
  }
}
