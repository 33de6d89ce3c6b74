import type { CaipNetwork, ChainNamespace } from '../types/network.js'
import type { WalletConnectProposal } from '../types/walletConnect.js'
import { getDefaultWalletConnectMethods } from './defaultWalletConnectMethods.js'
import { defaultWalletConnectEvents } from './eip155WalletConnectMethods.js'
import { proposeNetworks } from './proposeNetworks.js'

export type ProposeNamespaceParameters = {
  namespace: ChainNamespace
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
}

/** What a pairing proposes for a namespace without an adapter: AppKit's default methods and events. */
export function proposeNamespace({
  namespace,
  networks,
  active,
}: ProposeNamespaceParameters): WalletConnectProposal {
  return proposeNetworks({
    networks,
    active,
    methods: getDefaultWalletConnectMethods(namespace),
    events: defaultWalletConnectEvents,
  })
}
