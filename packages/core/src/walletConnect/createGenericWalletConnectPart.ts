import { handleAdapterEvent } from '../actions/handleAdapterEvent.js'
import { WalletConnectSessionError } from '../errors/walletConnect.js'
import type { Kit } from '../types/kit.js'
import type { ChainNamespace } from '../types/network.js'
import type { WalletConnectPart, WalletConnectSessionEvent } from '../types/walletConnect.js'
import { normalizeEvmChainId } from '../utils/caip.js'
import { readSessionAccount } from './readSessionAccount.js'
import { walletConnectConnectorId } from './walletConnectConnector.js'

/**
 * Core's own WalletConnect part for a namespace the app gave networks but no adapter (AppKit Core
 * style): it proposes core's defaults (no `propose` of its own), reads the approved account, and follows the
 * wallet's account and chain changes. Requests go straight through the universal provider
 * (`getUniversalProvider`), which is what such an app signs with.
 */
export function createGenericWalletConnectPart(
  kit: Kit,
  namespace: ChainNamespace,
): WalletConnectPart {
  return {
    connect({ session, network }) {
      const account = readSessionAccount({ namespace, accounts: session.accounts, network })
      if (!account)
        throw new WalletConnectSessionError(`The session approved no ${namespace} account`)
      // Requests the app sends without a chain (`provider.request(arguments)`) go to Kit's chain,
      // as AppKit's universal adapter makes its active network the SDK's default.
      kit.runtime.walletConnect.live?.setDefaultChain(`${namespace}:${account.chainId}`)
      session.onEvent((event) => followEvent(kit, namespace, event))
      return { ...account, walletInfo: { name: session.peer.name, icon: session.peer.icon } }
    },
  }
}

function followEvent(kit: Kit, namespace: ChainNamespace, event: WalletConnectSessionEvent) {
  const connectorId = walletConnectConnectorId
  if (event.name === 'accountsChanged' && Array.isArray(event.data)) {
    const accounts = event.data.filter((a): a is string => typeof a === 'string')
    // Wallets send plain addresses or CAIP-10 ids; both are read as accounts on the event's chain.
    const caip = accounts.map((a) => (a.includes(':') ? a : `${event.chainId}:${a}`))
    const next = readSessionAccount({ namespace, accounts: caip, network: undefined })
    // An empty list ends the connection; a list with nothing readable is ignored.
    if (accounts.length > 0 && !next) return
    handleAdapterEvent(kit, {
      namespace,
      event: { type: 'accountsChanged', connectorId, address: next?.address },
    })
  }
  if (event.name === 'chainChanged') {
    const chainId = readChainId(namespace, event.data) ?? readChainId(namespace, event.chainId)
    if (chainId !== undefined)
      handleAdapterEvent(kit, { namespace, event: { type: 'chainChanged', connectorId, chainId } })
  }
}

/** A chain id from an event: EVM ids in any canonical form; elsewhere a CAIP-2 id's reference. */
function readChainId(namespace: ChainNamespace, value: unknown): number | string | undefined {
  const reference =
    typeof value === 'string' && value.startsWith(`${namespace}:`) ? value.split(':')[1] : value
  if (namespace === 'eip155') {
    try {
      return normalizeEvmChainId(reference)
    } catch {
      return undefined
    }
  }
  return typeof reference === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(reference)
    ? reference
    : undefined
}
