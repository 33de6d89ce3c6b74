import { MethodNotSupportedError } from '../errors/adapter.js'
import { CaipNetworkUndefinedError } from '../errors/caipNetworkUndefined.js'
import { NoActiveAddressError } from '../errors/connection.js'
import type { SendTransactionParameters as AdapterSendParameters } from '../types/adapter.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { getChain, requireAdapter } from '../utils/getChain.js'
import { fetchBalance } from './fetchBalance.js'
import { fetchTokenBalances } from './fetchTokenBalances.js'
import { resetView } from './resetView.js'
import { showToast } from './toast.js'

export type SendTransactionParameters = Omit<
  AdapterSendParameters,
  'connectorId' | 'network' | 'from'
> & {
  /** The namespace whose connected account sends; the active one by default. */
  namespace?: ChainNamespace | undefined
  /**
   * Leaves the modal on its view: for a transaction that is one step of a longer flow (a swap's
   * approval), whose last transaction goes to Account.
   */
  keepView?: boolean | undefined
  /**
   * Whether this action shows the 'Transaction started' and failure toasts; `false` for a caller
   * that shows its own (the send feature, in the modal's language). `true` by default.
   */
  toasts?: boolean | undefined
}

/**
 * Sends from the connected account (SPEC §4): a 'Transaction started' toast, then Account with
 * no way back; a failure shows 'Something went wrong' and is rethrown.
 */
export async function sendTransaction(
  kit: Kit,
  { namespace, keepView = false, toasts = true, ...parameters }: SendTransactionParameters,
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
    if (toasts)
      showToast(kit, {
        message: 'Transaction started',
        messageId: 'transactionStarted',
        variant: 'success',
      })
    if (kit.stores.modal.open && !keepView) resetView(kit, { view: 'Account' })
    void fetchBalance(kit, { force: true, namespace: chain.namespace })
    // The token list shows the active namespace's account: it changed too.
    if (kit.stores.chains.activeNamespace === chain.namespace)
      void fetchTokenBalances(kit, { force: true })
    return hash
  } catch (error) {
    if (toasts)
      showToast(kit, {
        message: 'Something went wrong',
        messageId: 'somethingWentWrong',
        variant: 'error',
      })
    throw error
  }
}
