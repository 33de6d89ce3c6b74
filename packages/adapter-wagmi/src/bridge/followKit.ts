import type { AdapterEvent, ConnectedWalletInfo, ConnectResult } from '@kit/core'
import { walletConnectConnectorId } from '@kit/core/modules/walletConnect/walletConnectConnector'
import { connect, disconnect } from '@wagmi/core'
import type { Address, EIP1193Provider } from 'viem'
import { type Bridge, warn } from './Bridge.js'

export type LinkParameters = { connectorId: string; result: ConnectResult }

/**
 * Kit connected (or restored) an EVM wallet: wagmi's connector becomes that wallet. Returns
 * whether there is a provider to link to.
 */
export function setLink(bridge: Bridge, { connectorId, result }: LinkParameters): boolean {
  const provider = bridge.inner.getProvider({ connectorId }) as EIP1193Provider | undefined
  if (!provider) return false
  bridge.link = {
    connectorId,
    provider,
    address: result.address as Address,
    chainId: Number(result.chainId),
  }
  describeConnector(bridge, connectorId, result.walletInfo)
  return true
}

/** Shows wagmi the linked connection: connected through Kit's connector, or its new account. */
export async function showLink(bridge: Bridge): Promise<void> {
  const { config, connector, link } = bridge
  if (!link) return
  if (config.state.current === connector.uid) {
    connector.emitter.emit('change', { accounts: [link.address], chainId: link.chainId })
    return
  }
  try {
    await connect(config, { connector })
  } catch (error) {
    warn('wagmi did not take the connection', error)
  }
}

/** Kit's connection through `connectorId` ended: so does wagmi's (unless wagmi ended it). */
export async function dropLink(bridge: Bridge, { connectorId }: { connectorId: string }) {
  if (bridge.link?.connectorId !== connectorId) return
  bridge.link = undefined
  const { config, connector } = bridge
  if (bridge.disconnectingFromWagmi || !config.state.connections.has(connector.uid)) return
  try {
    await disconnect(config, { connector })
  } catch (error) {
    warn('wagmi did not end the connection', error)
  }
}

/** The linked wallet moved to `chainId`: wagmi's connection follows. */
export function followChain(
  bridge: Bridge,
  { connectorId, chainId }: { connectorId: string; chainId: number },
) {
  const link = bridge.link
  if (link?.connectorId !== connectorId || !Number.isSafeInteger(chainId)) return
  link.chainId = chainId
  if (bridge.config.state.connections.get(bridge.connector.uid)?.chainId !== chainId)
    bridge.connector.emitter.emit('change', { chainId })
}

/** Mirrors what the wallet reports to Kit (account and chain changes, its end) into wagmi. */
export function followEvent(bridge: Bridge, event: AdapterEvent): void {
  const link = bridge.link
  if (event.type === 'connectors' || !link || event.connectorId !== link.connectorId) return
  if (event.type === 'chainChanged')
    followChain(bridge, { connectorId: link.connectorId, chainId: Number(event.chainId) })
  else if (event.type === 'accountsChanged' && event.address !== undefined) {
    link.address = event.address as Address
    bridge.connector.emitter.emit('change', { accounts: [link.address] })
  } else void dropLink(bridge, { connectorId: link.connectorId })
}

/** wagmi's connector takes the connected wallet's identity, as AppKit's wagmi connectors have. */
function describeConnector(
  bridge: Bridge,
  connectorId: string,
  walletInfo: ConnectedWalletInfo | undefined,
) {
  const pairing = connectorId === walletConnectConnectorId
  Object.assign(bridge.connector, {
    id: connectorId,
    name: pairing ? 'WalletConnect' : (walletInfo?.name ?? connectorId),
    icon: pairing ? undefined : walletInfo?.icon,
    rdns: pairing ? undefined : walletInfo?.rdns,
    type: pairing ? 'walletConnect' : 'injected',
  })
}
