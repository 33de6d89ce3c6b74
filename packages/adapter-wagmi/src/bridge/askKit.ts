import type { CaipNetwork } from '@kit/core'
import type { Chain } from 'viem'
import { type Bridge, warn } from './Bridge.js'
import { followChain } from './followKit.js'

/**
 * wagmi ends the connection: Kit disconnects the namespace as the app's `disconnect` would (the
 * modal shows it, a WalletConnect session ends). Kit's failure to reach the wallet is its own to
 * show; wagmi's side ends all the same.
 */
export async function askKitToDisconnect(bridge: Bridge): Promise<void> {
  const link = bridge.link
  if (!link) return
  bridge.disconnectingFromWagmi = true
  try {
    const context = bridge.context
    if (context?.disconnect) await context.disconnect()
    else {
      // A context without `disconnect` (built by hand): end the wallet's session and tell core.
      await bridge.inner.disconnect({ connectorId: link.connectorId })
      context?.emit({ type: 'disconnect', connectorId: link.connectorId })
    }
  } catch (error) {
    warn('Disconnecting the wallet failed', error)
  } finally {
    bridge.disconnectingFromWagmi = false
    if (bridge.link === link) bridge.link = undefined
  }
}

/**
 * wagmi switches chain: Kit switches its network as the app's `switchNetwork` would (the wallet
 * first, then Kit's state), and wagmi's connection moves once the wallet did.
 */
export async function askKitToSwitch(bridge: Bridge, { chainId }: { chainId: number }) {
  const link = bridge.link
  if (!link) return
  const context = bridge.context
  const network = context?.networks.find((n) => Number(n.id) === chainId)
  if (network && context?.switchNetwork) await context.switchNetwork({ network })
  else {
    // A chain wagmi has and Kit's networks lack: the wallet is asked; Kit follows its event.
    const chain = bridge.config.chains.find((c) => c.id === chainId)
    if (!chain) return
    await bridge.inner.switchNetwork({ connectorId: link.connectorId, network: toNetwork(chain) })
  }
  followChain(bridge, { connectorId: link.connectorId, chainId })
}

function toNetwork(chain: Chain): CaipNetwork {
  return {
    ...chain,
    caipNetworkId: `eip155:${chain.id}`,
    chainNamespace: 'eip155',
  } as CaipNetwork
}
