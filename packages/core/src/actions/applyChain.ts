import { ref } from 'valtio/vanilla'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import { formatCaipAddress, normalizeEvmChainId } from '../utils/caip.js'
import { unknownNetwork } from '../utils/defineNetwork.js'
import { openModal } from './openModal.js'
import { persistConnection } from './persistConnection.js'
import { refreshBalance } from './refreshBalance.js'
import { replaceView } from './replaceView.js'

export type ApplyChainParameters = { namespace: ChainNamespace; chainId: number | string }

/**
 * Moves a namespace to the wallet's chain. A chain the app did not request puts the namespace in
 * the unsupported state and, unless the app allows it, opens UnsupportedChain (SPEC §4).
 * Always leaves storage equal to the state. Returns whether the chain changed.
 */
export function applyChain(kit: Kit, { namespace, chainId }: ApplyChainParameters): boolean {
  const chain = kit.stores.chains.namespaces[namespace]
  if (!chain) return false
  const { network, account } = chain
  let id: number | string = chainId
  try {
    if (namespace === 'eip155') id = normalizeEvmChainId(chainId)
  } catch (error) {
    kit.warn('Ignored a chain id the wallet reported', error)
    // The account may have changed just before this call (applyAccount): store it all the same.
    persistConnection(kit)
    return false
  }
  const requested = network.requestedCaipNetworks.find((n) => String(n.id) === String(id))
  const next = requested ?? unknownNetwork(namespace, id)
  const changed = network.caipNetwork?.caipNetworkId !== next.caipNetworkId
  network.caipNetwork = ref(next)
  network.unsupported = requested === undefined
  if (account.address) {
    account.caipAddress = formatCaipAddress(next.caipNetworkId, account.address)
    const explorer = next.blockExplorers?.default.url
    account.addressExplorerUrl = explorer
      ? `${explorer.replace(/\/$/, '')}/address/${account.address}`
      : undefined
  }
  if (changed) kit.runtime.generation++
  persistConnection(kit)
  const router = kit.stores.router
  if (network.unsupported) {
    if (kit.options.enableNetworkSwitch && !kit.options.allowUnsupportedChain && account.address)
      openModal(kit, { view: 'UnsupportedChain' })
  } else if (router.view === 'UnsupportedChain') {
    replaceView(kit, { view: account.address ? 'Account' : 'Connect' })
  }
  if (changed && account.address) refreshBalance(kit, { namespace })
  return changed
}
