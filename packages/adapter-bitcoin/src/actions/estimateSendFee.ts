import type { SendFeeEstimate, SendTransactionParameters } from '@kit/core/modules/types/adapter'
import { getDustLimit } from '../address/getDustLimit.js'
import { parseBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { InsufficientFundsError } from '../errors/transaction.js'
import { UnsupportedWalletRequestError } from '../errors/wallet.js'
import { getUtxos } from '../esplora/getUtxos.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { SpendableInputType } from '../transaction/estimateTransactionSize.js'
import { selectUtxos } from '../transaction/selectUtxos.js'
import type { BitcoinAdapterState } from '../types/adapterState.js'
import { createEsplora } from './createEsplora.js'
import { resolveFeeRate } from './resolveFeeRate.js'

const spendTypes: Partial<Record<string, SpendableInputType>> = {
  p2wpkh: 'p2wpkh',
  p2sh: 'p2sh-p2wpkh',
  p2tr: 'p2tr',
}

/**
 * What paying `value` sats to `to` would cost: the outputs `sendTransaction` would spend (largest
 * first, as `buildTransferPsbt` picks them) at the fee rate it would use (the adapter's, else
 * Esplora's estimate). When the outputs cannot cover `value` (or it is 0) the fee is that of
 * sending everything, which is what Max leaves for. `minimumValue` is the receiver's dust limit:
 * `sendTransaction` refuses less.
 */
export async function estimateSendFee(
  state: BitcoinAdapterState,
  { network, from, to, value, token }: SendTransactionParameters,
): Promise<SendFeeEstimate> {
  if (token) throw new UnsupportedWalletRequestError('A Bitcoin payment sends no token')
  const bitcoinNetwork = getBitcoinNetwork({ caipNetworkId: network.caipNetworkId })
  const sender = parseBitcoinAddress({ address: from, network: bitcoinNetwork })
  const recipient = parseBitcoinAddress({ address: to, network: bitcoinNetwork })
  const inputType = spendTypes[sender.type]
  if (!inputType)
    throw new UnsupportedWalletRequestError('Kit pays from segwit and Taproot addresses')
  const esplora = createEsplora(state, network)
  const [utxos, feeRate] = await Promise.all([
    getUtxos(esplora, { address: from }),
    resolveFeeRate(esplora, {
      feeRate: state.feeRate,
      confirmationTarget: state.confirmationTarget,
    }),
  ])
  const recipientDustLimit = getDustLimit({ type: recipient.type })
  const select = (amount: bigint | 'max') =>
    selectUtxos({
      utxos,
      inputType,
      recipientType: recipient.type,
      changeType: sender.type,
      amount,
      feeRate,
      recipientDustLimit,
      changeDustLimit: getDustLimit({ type: sender.type }),
    })
  try {
    return { fee: select(value > 0n ? value : 'max').fee, minimumValue: recipientDustLimit }
  } catch (error) {
    if (!(error instanceof InsufficientFundsError) || value === 0n) throw error
    return { fee: select('max').fee, minimumValue: recipientDustLimit }
  }
}
