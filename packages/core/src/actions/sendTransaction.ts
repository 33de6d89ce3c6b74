import { MethodNotSupportedError } from '../errors/adapter.js'
import { NoActiveAddressError } from '../errors/connection.js'
import { CaipNetworkUndefinedError } from '../errors/network.js'
import type { SendTransactionParameters as AdapterSendParameters } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getChain, requireAdapter } from '../utils/getChain.js'
import { fetchBalance } from './fetchBalance.js'
import { resetView } from './resetView.js'
import { showToast } from './toast.js'

export type SendTransactionParameters = Omit<
  AdapterSendParameters,
  'connectorId' | 'network' | 'from'
> & {
  /** The namespace whose connected account sends; the active one by default. */
  namespace?: ChainNamespace | undefined
}

/**
 * Sends from the connected account (SPEC §4): a 'Transaction started' toast, then Account with
 * no way back; a failure shows 'Something went wrong' and is rethrown.
 */
export async function sendTransaction(
  kit: Kit,
  { namespace, ...parameters }: SendTransactionParameters,
): Promise<string> {
  const chain = getChain(kit, namespace)
  const { address, connectorId } = chain?.account ?? {}
  if (!chain || !address || !connectorId) throw new NoActiveAddressError()
  const network = chain.network.caipNetwork
  if (!network) throw new CaipNetworkUndefinedError()
  const adapter = requireAdapter(kit, chain.namespace)
  if (!adapter.sendTransaction)
    throw new MethodNotSupportedError('sendTransaction', chain.namespace)
  try {
    const hash = await adapter.sendTransaction({
      ...parameters,
      connectorId,
      network,
      from: address,
    })
    showToast(kit, {
      message: 'Transaction started',
      messageId: 'transactionStarted',
      variant: 'success',
    })
    if (kit.stores.modal.open) resetView(kit, { view: 'Account' })
    void fetchBalance(kit, { force: true, namespace: chain.namespace })
    return hash
  } catch (error) {
    showToast(kit, {
      message: 'Something went wrong',
      messageId: 'somethingWentWrong',
      variant: 'error',
    })
    throw error
  }
}
