import type { CaipNetwork, WalletConnectProposal } from '@kit/core'
import {
  defaultWalletConnectEvents,
  eip155WalletConnectMethods,
} from '@kit/core/modules/walletConnect/eip155WalletConnectMethods'
import { proposeNetworks } from '@kit/core/modules/walletConnect/proposeNetworks'

/**
 * The eip155 part of a pairing: every network of the app, the active one first, each with its own
 * RPC URL, and AppKit's EVM methods and events (core's own defaults).
 */
export function proposeEvmNamespace({
  networks,
  active,
}: {
  networks: readonly CaipNetwork[]
  active: CaipNetwork | undefined
}): WalletConnectProposal {
  return proposeNetworks({
    networks,
    active,
    methods: eip155WalletConnectMethods,
    events: defaultWalletConnectEvents,
  })
}
