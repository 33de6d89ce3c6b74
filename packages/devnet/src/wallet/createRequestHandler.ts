import {
  InternalProviderError,
  ProviderDisconnectedError,
  ProviderRpcError,
  UnsupportedProviderMethodError,
} from '../errors/provider.js'
import { toHexChainId } from '../utils/toHexChainId.js'
import { revokePermission } from './actions/revokePermission.js'
import { addChain } from './methods/addChain.js'
import { forwardRequest } from './methods/forwardRequest.js'
import { getPermissions } from './methods/getPermissions.js'
import { personalSign } from './methods/personalSign.js'
import { requestAccounts } from './methods/requestAccounts.js'
import { requestPermissions } from './methods/requestPermissions.js'
import { sendTransaction } from './methods/sendTransaction.js'
import { signTypedData } from './methods/signTypedData.js'
import { switchChain } from './methods/switchChain.js'
import type { WalletContext } from './WalletContext.js'

/** The argument of EIP-1193 `request`. */
export type RequestArguments = { readonly method: string; readonly params?: unknown }

type Method = (context: WalletContext, params: readonly unknown[]) => unknown

const methods: Record<string, Method> = {
  eth_requestAccounts: requestAccounts,
  eth_accounts: ({ state, account }) => (state.get().connected ? [account.address] : []),
  // Some dapps read the account from eth_coinbase: it must not leak before the user connects.
  eth_coinbase: ({ state, account }) => (state.get().connected ? account.address : null),
  eth_chainId: ({ state }) => toHexChainId(state.get().chainId),
  net_version: ({ state }) => String(state.get().chainId),
  wallet_getPermissions: getPermissions,
  wallet_requestPermissions: requestPermissions,
  wallet_revokePermissions: (context) => {
    revokePermission(context)
    return null
  },
  wallet_switchEthereumChain: switchChain,
  wallet_addEthereumChain: addChain,
  personal_sign: personalSign,
  eth_signTypedData_v4: signTypedData,
  eth_sendTransaction: sendTransaction,
}

/**
 * Signing methods this wallet does not implement. They must never reach the node: anvil holds
 * unlocked dev keys and would sign them without asking.
 */
const refused =
  /^(wallet_|eth_sign|eth_sendUserOperation$|eth_decrypt$|eth_getEncryptionPublicKey$|personal_)/

/** Builds the provider's `request`: known methods locally, reads forwarded to the node. */
export function createRequestHandler(context: WalletContext, isDestroyed: () => boolean) {
  return async ({ method, params }: RequestArguments): Promise<unknown> => {
    if (isDestroyed()) throw new ProviderDisconnectedError()
    if (typeof method !== 'string' || method === '') {
      throw new ProviderRpcError(-32600, 'Expected a request with a "method" string.')
    }
    const list = params === undefined ? [] : params
    if (!Array.isArray(list))
      throw new ProviderRpcError(-32602, 'Expected "params" to be an array.')
    const local = Object.hasOwn(methods, method) ? methods[method] : undefined
    try {
      if (local) return await local(context, list)
      if (refused.test(method)) throw new UnsupportedProviderMethodError(method)
      return await forwardRequest(context, method, list)
    } catch (error) {
      if (error instanceof ProviderRpcError) throw error
      const message = error instanceof Error ? error.message : 'Internal JSON-RPC error.'
      throw new InternalProviderError(message, { cause: error })
    }
  }
}
