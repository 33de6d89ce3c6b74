import { MethodNotSupportedError } from '../errors/adapter.js'
import { WalletConnectSessionError } from '../errors/walletConnect.js'
import type { Kit } from '../types/kit.js'
import type { CaipNetwork } from '../types/network.js'
import { readApprovedNamespace } from './readApprovedNamespace.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

export type SwitchSessionChainParameters = { network: CaipNetwork }

/**
 * Switches a namespace connected over WalletConnect without an adapter. A chain the session
 * approved needs no prompt: it becomes the SDK's default for the namespace. An EVM chain it did
 * not approve is asked for with `wallet_switchEthereumChain`, as AppKit Core does. A namespace
 * with an adapter (one without `switchNetwork`) or another connector throws
 * `MethodNotSupportedError`.
 */
export async function switchSessionChain(
  kit: Kit,
  { network }: SwitchSessionChainParameters,
): Promise<void> {
  const namespace = network.chainNamespace
  const connectorId = kit.stores.chains.namespaces[namespace]?.account.connectorId
  if (kit.adapters[namespace] || connectorId !== walletConnectConnectorId)
    throw new MethodNotSupportedError('switchNetwork', namespace)
  const provider = kit.runtime.walletConnect.live
  if (!provider?.session) throw new WalletConnectSessionError('There is no session')
  const approved = readApprovedNamespace(provider.session.namespaces, namespace)
  const accounts = approved?.accounts ?? []
  const granted =
    approved?.chains.includes(network.caipNetworkId) ||
    accounts.some((a) => a.startsWith(`${network.caipNetworkId}:`))
  if (!granted) {
    if (namespace !== 'eip155') throw new MethodNotSupportedError('switchNetwork', namespace)
    const current = kit.stores.chains.namespaces[namespace]?.network.caipNetwork
    await provider.request(
      {
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      },
      current?.caipNetworkId,
    )
  }
  provider.setDefaultChain(network.caipNetworkId)
}
