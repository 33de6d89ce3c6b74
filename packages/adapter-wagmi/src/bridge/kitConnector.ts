import { ChainNotConfiguredError, ConnectorNotConnectedError, createConnector } from '@wagmi/core'
import type { EIP1193Provider } from 'viem'
import { NotConnectedThroughKitError } from '../errors/wagmi.js'
import { askKitToDisconnect, askKitToSwitch } from './askKit.js'
import { type Bridge, settleRestores } from './Bridge.js'

/** wagmi's id and type of Kit's connector until a wallet connects (then it takes the wallet's). */
export const kitConnectorId = 'kit'

/**
 * A wagmi connector that is whatever wallet Kit connected: its provider is that wallet's
 * EIP-1193 provider (or the WalletConnect session's), its account and chain are Kit's. It never
 * prompts: connecting happens in the modal. wagmi's `disconnect` and `switchChain` on it are
 * asked of Kit, so the modal's state follows.
 */
export function kitConnector(getBridge: () => Bridge) {
  return createConnector<EIP1193Provider | undefined, { isKit: true }>(({ chains }) => ({
    id: kitConnectorId,
    name: 'Kit',
    type: kitConnectorId,
    isKit: true,
    async connect({ chainId, isReconnecting } = {}) {
      const bridge = getBridge()
      if (!bridge.link) await settleRestores(bridge)
      const link = bridge.link
      if (!link) throw new NotConnectedThroughKitError()
      if (chainId !== undefined && chainId !== link.chainId && !isReconnecting)
        await askKitToSwitch(bridge, { chainId })
      return { accounts: [link.address], chainId: bridge.link?.chainId ?? link.chainId } as never
    },
    async disconnect() {
      await askKitToDisconnect(getBridge())
    },
    async getAccounts() {
      const link = getBridge().link
      return link ? [link.address] : []
    },
    async getChainId() {
      const link = getBridge().link
      if (!link) return chains[0].id
      try {
        return Number(await link.provider.request({ method: 'eth_chainId' }))
      } catch {
        return link.chainId
      }
    },
    async getProvider() {
      // wagmi's reconnect asks for the provider first: a connection Kit is restoring has one soon.
      const bridge = getBridge()
      if (!bridge.link) await settleRestores(bridge)
      return bridge.link?.provider
    },
    async isAuthorized() {
      const bridge = getBridge()
      await settleRestores(bridge)
      return bridge.link !== undefined
    },
    async switchChain({ chainId }) {
      const bridge = getBridge()
      const chain = bridge.config.chains.find((c) => c.id === chainId)
      if (!chain) throw new ChainNotConfiguredError()
      if (!bridge.link) throw new ConnectorNotConnectedError()
      await askKitToSwitch(bridge, { chainId })
      return chain
    },
    // The wallet's events reach wagmi through Kit (see followKit): wagmi never calls these.
    onAccountsChanged() {},
    onChainChanged() {},
    onDisconnect() {},
  }))
}
