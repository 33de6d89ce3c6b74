import type { CaipNetwork } from '@kit/core'
import { ConnectorNotFoundError } from '@kit/core/modules/errors/connection'
import { normalizeEvmChainId } from '@kit/core/modules/utils/caip'
import type { EvmAdapterState } from '../types/adapterState.js'
import { providerRequest } from '../utils/providerRequest.js'
import { readProviderError } from '../utils/readProviderError.js'
import { toHexQuantity } from '../utils/toHexQuantity.js'
import { toTypedError } from '../utils/toTypedError.js'
import { getProvider } from './getProvider.js'

export type SwitchNetworkParameters = { connectorId: string; network: CaipNetwork }

/** Codes with which wallets say "I do not know this chain" (SPEC §8), top level or nested. */
const unknownChainCodes = new Set([4902, 5000, -32603])

/**
 * Asks the wallet to switch chain (`wallet_switchEthereumChain`). A wallet that does not know
 * the chain is asked to add it (`wallet_addEthereumChain`), then to switch if adding did not.
 */
export async function switchNetwork(
  state: EvmAdapterState,
  { connectorId, network }: SwitchNetworkParameters,
): Promise<void> {
  const provider = getProvider(state, { connectorId })
  if (!provider) throw new ConnectorNotFoundError(connectorId)
  const id = normalizeEvmChainId(network.id)
  const chainId = toHexQuantity(id)
  try {
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] })
    return
  } catch (error) {
    const { code, nestedCode } = readProviderError(error)
    if (!unknownChainCodes.has(nestedCode ?? code ?? 0)) throw await toTypedError(error)
  }
  await providerRequest(provider, 'wallet_addEthereumChain', [
    toAddChainParameters(chainId, network),
  ])
  const current = normalizeEvmChainId(await providerRequest(provider, 'eth_chainId'))
  if (current !== id) await providerRequest(provider, 'wallet_switchEthereumChain', [{ chainId }])
}

function toAddChainParameters(chainId: string, network: CaipNetwork) {
  const explorer = network.blockExplorers?.default.url
  return {
    chainId,
    chainName: network.name,
    nativeCurrency: network.nativeCurrency,
    rpcUrls: network.rpcUrls.default.http,
    blockExplorerUrls: explorer ? [explorer] : undefined,
  }
}
