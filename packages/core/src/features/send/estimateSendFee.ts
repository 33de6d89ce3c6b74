import { MethodNotSupportedError } from '../../errors/adapter.js'
import { NoActiveAddressError } from '../../errors/connection.js'
import type { SendFeeEstimate } from '../../types/adapter.js'
import type { Kit } from '../../types/kit.js'
import { getActiveAccount } from '../../utils/getActiveAccount.js'
import { requireAdapter } from '../../utils/getChain.js'
import type { PreparedSend } from './prepareSend.js'
import { assertSendFees, maxNetworkFee } from './sendFees.js'

export type EstimateSendFeeParameters = Pick<PreparedSend, 'to' | 'value' | 'token'>

/**
 * What sending from the active account would cost on its network, asked of the namespace's
 * adapter. An EVM estimate's fees are checked against the SPEC §5 fee rules, and its fee is at
 * least gas × the fee cap, which is what the balance has to cover.
 */
export async function estimateSendFee(
  kit: Kit,
  { to, value, token }: EstimateSendFeeParameters,
): Promise<SendFeeEstimate> {
  const active = getActiveAccount(kit)
  const connectorId = active?.chain.account.connectorId
  if (!active || !connectorId) throw new NoActiveAddressError()
  const adapter = requireAdapter(kit, active.chain.namespace)
  if (!adapter.estimateSendFee)
    throw new MethodNotSupportedError('estimateSendFee', active.chain.namespace)
  const estimate = await adapter.estimateSendFee({
    connectorId,
    network: active.network,
    from: active.address,
    to,
    value,
    token,
  })
  const { gas, gasPrice, maxFeePerGas, maxPriorityFeePerGas } = estimate
  if (gas === undefined || (gasPrice === undefined && maxFeePerGas === undefined)) return estimate
  assertSendFees({ gasPrice, maxFeePerGas, maxPriorityFeePerGas })
  const fees =
    gasPrice === undefined
      ? { maxFeePerGas: maxFeePerGas as bigint, maxPriorityFeePerGas: maxPriorityFeePerGas ?? 0n }
      : { gasPrice }
  const fee = maxNetworkFee({ gas, fees })
  return fee > estimate.fee ? { ...estimate, fee } : estimate
}
