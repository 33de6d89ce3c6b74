import { MethodNotSupportedError } from '@kit/core/modules/errors/adapter'
import type { SendTransactionParameters } from '@kit/core/modules/types/adapter'
import { getDustLimit } from '../address/getDustLimit.js'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { DustAmountError } from '../errors/transaction.js'
import { UnsupportedWalletRequestError, WalletRequestError } from '../errors/wallet.js'
import { broadcastTransaction } from '../esplora/broadcastTransaction.js'
import { getUtxos } from '../esplora/getUtxos.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { buildTransferPsbt } from '../transaction/buildTransferPsbt.js'
import type { SpendableInputType } from '../transaction/estimateTransactionSize.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createEsplora } from './createEsplora.js'
import { getSession } from './getSession.js'
import { resolveFeeRate } from './resolveFeeRate.js'
import { sessionAccountFirst } from './sessionAccountFirst.js'
import { signAndFinalize } from './signAndFinalize.js'

/** Core's parameters, `value` in sats, plus an optional fee rate for this payment. */
export type BitcoinSendTransactionParameters = SendTransactionParameters & {
  /** Sats per vbyte; the adapter's `feeRate`, or Esplora's estimate, when left out. */
  feeRate?: number | undefined
}

const spendTypes = { p2wpkh: 'p2wpkh', p2sh: 'p2sh-p2wpkh', p2tr: 'p2tr' } as const

/**
 * Pays `value` sats from a connected address to `to`: the address's outputs and a fee rate from
 * the network's Esplora API, a PSBT from `buildTransferPsbt`, the wallet's signature on its
 * inputs, finalized and broadcast; returns the txid. Dust, insufficient funds and fee rates are
 * the pure layer's typed errors; a declined prompt is `UserRejectedRequestError`. A wallet that
 * shares no key of the address pays with its own `sendTransfer` where it has one.
 */
export async function sendTransaction(
  state: BitcoinAdapterState,
  parameters: BitcoinSendTransactionParameters,
): Promise<string> {
  const { connectorId, from, to, value, token, data } = parameters
  if (token) throw new MethodNotSupportedError('sendTransaction for a token', 'bip122')
  if (data) throw new UnsupportedWalletRequestError('A Bitcoin payment carries no call data')
  const session = getSession(state, connectorId)
  let account = session.accounts.find((entry) => entry.address === from)
  if (!account) throw new UnsupportedWalletRequestError('`from` is not a connected account')
  if (!account.publicKey) {
    // The keys may have been left unasked at connect (a WalletConnect wallet prompts for them):
    // the visitor is paying now, so ask.
    const listed = await session.client.getAuthorizedAccounts().catch(() => undefined)
    if (listed?.length)
      session.updateAccounts(sessionAccountFirst({ listed, address: session.address }))
    account = session.accounts.find((entry) => entry.address === from) ?? account
  }
  const network = getBitcoinNetwork({ caipNetworkId: session.network.caipNetworkId })
  const type = spendTypes[parseBitcoinAddress({ address: from, network }).type as 'p2wpkh']
  if (!type) throw new UnsupportedWalletRequestError('Kit pays from segwit and Taproot addresses')
  const esplora = createEsplora(state, session.network)

  if (!account.publicKey) {
    if (!session.client.sendTransfer)
      throw new UnsupportedWalletRequestError('The wallet shared no key of the paying address')
    const recipient = parseBitcoinAddress({ address: to, network })
    const dustLimit = getDustLimit({ type: recipient.type })
    if (value < dustLimit) throw new DustAmountError({ amount: value, dustLimit })
    const txid = await session.client.sendTransfer({ from, recipient: to, amount: value })
    if (!/^[0-9a-f]{64}$/.test(txid))
      throw new WalletRequestError(undefined, { details: 'The wallet answered no txid' })
    return txid
  }

  const [utxos, feeRate] = await Promise.all([
    getUtxos(esplora, { address: from }),
    resolveFeeRate(esplora, {
      feeRate: parameters.feeRate ?? state.feeRate,
      confirmationTarget: state.confirmationTarget,
    }),
  ])
  const built = buildTransferPsbt({
    utxos,
    from: { address: from, publicKey: account.publicKey, type: type as SpendableInputType },
    to,
    amount: value,
    feeRate,
    network,
  })
  const transaction = await signAndFinalize(session, {
    psbt: built.psbt.bytes,
    signInputs: built.inputs.map((_, index) => ({
      address: from,
      index,
      publicKey: account.publicKey,
    })),
  })
  return broadcastTransaction(esplora, { transaction: transaction.hex })
}
