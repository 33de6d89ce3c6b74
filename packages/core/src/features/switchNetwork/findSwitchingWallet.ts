import { findConnector } from '../../actions/findConnector.js'
import type { Connector, ConnectorType } from '../../types/connector.js'
import type { Kit } from '../../types/kit.js'
import type { CaipNetwork } from '../../types/network.js'
import { readApprovedNamespace } from '../../walletConnect/readApprovedNamespace.js'

/**
 * Wallets whose switch prompt is not beside the modal: a phone over WalletConnect, or a wallet
 * an app's SDK opens elsewhere. The visitor is told to look there (the SwitchNetwork view); a
 * browser extension shows its own prompt over the page.
 */
const promptsElsewhere: readonly ConnectorType[] = ['WALLET_CONNECT', 'EXTERNAL']

export type FindSwitchingWalletParameters = {
  network: Pick<CaipNetwork, 'caipNetworkId' | 'chainNamespace'>
}

/**
 * The connected wallet that will be asked to move to `network`, when it prompts away from the
 * page (WalletConnect or external): the active namespace's own wallet, on another network. A
 * network of another namespace, an app with nothing connected, the network already active, or a
 * network the WalletConnect session already approved (the SDK switches to it without asking the
 * wallet) ask no wallet here.
 */
export function findSwitchingWallet(
  kit: Kit,
  { network }: FindSwitchingWalletParameters,
): Connector | undefined {
  const { activeNamespace, namespaces } = kit.stores.chains
  if (network.chainNamespace !== activeNamespace) return undefined
  const chain = namespaces[activeNamespace]
  const connectorId = chain?.account.address ? chain.account.connectorId : undefined
  if (!chain || !connectorId) return undefined
  if (
    !chain.network.unsupported &&
    chain.network.caipNetwork?.caipNetworkId === network.caipNetworkId
  )
    return undefined
  const connector = findConnector(kit, { connectorId, namespace: activeNamespace })
  if (!connector || !promptsElsewhere.includes(connector.type)) return undefined
  // A chain the session already approved is switched to by the SDK itself, asking no one.
  if (connector.type === 'WALLET_CONNECT' && sessionApproves(kit, network)) return undefined
  return connector
}

/** Whether the live WalletConnect session approved `network` (as a chain or an account's chain). */
function sessionApproves(
  kit: Kit,
  { caipNetworkId, chainNamespace }: FindSwitchingWalletParameters['network'],
): boolean {
  const namespaces = kit.runtime.walletConnect.live?.session?.namespaces
  const approved = readApprovedNamespace(namespaces, chainNamespace)
  if (!approved) return false
  return (
    approved.chains.includes(caipNetworkId) ||
    approved.accounts.some((account) => account.startsWith(`${caipNetworkId}:`))
  )
}
