import { createEvmAdapter } from '@kit/adapter-evm'
import type { AppKitNetwork, ChainAdapter, WalletConnectPart } from '@kit/core'
import { withCustomRpcUrls } from '@kit/core/modules/utils/withCustomRpcUrls'
import { proposeNamespace } from '@kit/core/modules/walletConnect/proposeNamespace'
import { type Config, type Connector, createConfig } from '@wagmi/core'
import type { Chain } from 'viem'
import { type Bridge, trackRestore } from './bridge/Bridge.js'
import { dropLink, followChain, followEvent, setLink, showLink } from './bridge/followKit.js'
import { kitConnector } from './bridge/kitConnector.js'
import { createTransports } from './config/createTransports.js'
import { toWagmiChains } from './config/toWagmiChains.js'
import type { WagmiAdapterParameters } from './types/parameters.js'

/**
 * Kit's adapter for apps that use wagmi (AppKit 1.7's `WagmiAdapter`): the EVM adapter for the
 * modal, plus `wagmiConfig`, a wagmi `Config` whose connection is the one the modal made. wagmi's
 * hooks and actions then use that wallet, and wagmi's `disconnect` and `switchChain` reach the
 * modal.
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, optimism], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, optimism], projectId })
 * // <WagmiProvider config={wagmiAdapter.wagmiConfig}>…</WagmiProvider>
 */
export class WagmiAdapter implements ChainAdapter {
  readonly namespace = 'eip155' as const
  readonly adapterType = 'wagmi' as const
  /** The wagmi config to hand to `<WagmiProvider>` and wagmi's actions. */
  readonly wagmiConfig: Config
  /** The app's eip155 networks as wagmi chains. */
  readonly wagmiChains: readonly [Chain, ...Chain[]]
  readonly networks: readonly AppKitNetwork[]
  readonly projectId: string | undefined
  readonly walletConnect: WalletConnectPart
  readonly #bridge: Bridge
  /** The app's custom RPC URLs, also used for the modal's own reads. */
  readonly #customRpcUrls: WagmiAdapterParameters['customRpcUrls']

  constructor(parameters: WagmiAdapterParameters) {
    const {
      networks,
      projectId,
      transports,
      customRpcUrls,
      connectors = [],
      pendingTransactionsFilter: _,
      evm,
      multiInjectedProviderDiscovery = false,
      ...rest
    } = parameters
    this.networks = networks
    this.#customRpcUrls = customRpcUrls
    this.projectId = projectId
    this.wagmiChains = toWagmiChains(networks)
    const bridge = { inner: createEvmAdapter(evm), restoring: new Set() } as Partial<Bridge> &
      Pick<Bridge, 'inner' | 'restoring'>
    Object.assign(bridge, {
      link: undefined,
      context: undefined,
      disconnectingFromWagmi: false,
      followingKitNetwork: false,
    })
    const config = createConfig({
      ...rest,
      chains: this.wagmiChains,
      transports: createTransports({ chains: this.wagmiChains, transports, customRpcUrls }),
      connectors: [kitConnector(() => this.#bridge), ...connectors],
      multiInjectedProviderDiscovery,
    })
    bridge.config = config
    bridge.connector = config.connectors.find((c) => 'isKit' in c) as Connector
    this.#bridge = bridge as Bridge
    this.wagmiConfig = config
    const inner = bridge.inner
    this.walletConnect = {
      // The session's read calls (its rpcMap) go to the custom RPC URLs too.
      propose: ({ networks: proposed, active }) =>
        proposeNamespace({
          namespace: 'eip155',
          networks: proposed.map((n) => withCustomRpcUrls(n, customRpcUrls)),
          active: active && withCustomRpcUrls(active, customRpcUrls),
        }),
      // A session is made (or restored) by core: wagmi's connector becomes it.
      connect: async (parameters) => {
        const result = await trackRestore(this.#bridge, async () => {
          const connected = await inner.walletConnect.connect(parameters)
          setLink(this.#bridge, { connectorId: 'walletConnect', result: connected })
          return connected
        })
        await showLink(this.#bridge)
        return result
      },
    }
  }

  setup: ChainAdapter['setup'] = (context) => {
    const bridge = this.#bridge
    bridge.context = context
    const teardown = bridge.inner.setup({
      ...context,
      emit: (event) => {
        context.emit(event)
        followEvent(bridge, event)
      },
    })
    // Switching chain in wagmi while nothing is connected moves Kit's network too.
    const unwatch = bridge.config.subscribe(
      (state) => state.chainId,
      (chainId) => {
        if (bridge.link || bridge.followingKitNetwork) return
        if (bridge.config.state.status !== 'disconnected') return
        const network = context.networks.find((n) => Number(n.id) === chainId)
        if (network) context.switchNetwork?.({ network }).catch(() => {})
      },
    )
    return () => {
      unwatch()
      teardown()
      if (bridge.context === context) bridge.context = undefined
    }
  }

  connect: ChainAdapter['connect'] = async (parameters) => {
    const result = await this.#bridge.inner.connect(parameters)
    if (!parameters.signal?.aborted) {
      setLink(this.#bridge, { connectorId: parameters.connectorId, result })
      await showLink(this.#bridge)
    }
    return result
  }

  reconnect: NonNullable<ChainAdapter['reconnect']> = async (parameters) => {
    const result = await trackRestore(this.#bridge, async () => {
      const restored = await this.#bridge.inner.reconnect(parameters)
      if (restored) setLink(this.#bridge, { connectorId: parameters.connectorId, result: restored })
      return restored
    })
    if (result) await showLink(this.#bridge)
    return result
  }

  disconnect: ChainAdapter['disconnect'] = async (parameters) => {
    try {
      await this.#bridge.inner.disconnect(parameters)
    } finally {
      await dropLink(this.#bridge, parameters)
    }
  }

  switchNetwork: NonNullable<ChainAdapter['switchNetwork']> = async (parameters) => {
    await this.#bridge.inner.switchNetwork(parameters)
    followChain(this.#bridge, {
      connectorId: parameters.connectorId,
      chainId: Number(parameters.network.id),
    })
  }

  /** Kit's network changed with nothing connected: wagmi's chain follows (`useChainId`). */
  selectNetwork: NonNullable<ChainAdapter['selectNetwork']> = ({ network }) => {
    const bridge = this.#bridge
    const chainId = Number(network.id)
    const { config } = bridge
    if (bridge.link || config.state.chainId === chainId) return
    if (!config.chains.some((chain) => chain.id === chainId)) return
    bridge.followingKitNetwork = true
    try {
      config.setState((state) => ({ ...state, chainId }))
    } finally {
      bridge.followingKitNetwork = false
    }
  }

  getBalance: NonNullable<ChainAdapter['getBalance']> = (parameters) =>
    this.#bridge.inner.getBalance({
      ...parameters,
      network: withCustomRpcUrls(parameters.network, this.#customRpcUrls),
    })

  signMessage: NonNullable<ChainAdapter['signMessage']> = (parameters) =>
    this.#bridge.inner.signMessage(parameters)

  sendTransaction: NonNullable<ChainAdapter['sendTransaction']> = (parameters) =>
    this.#bridge.inner.sendTransaction({
      ...parameters,
      network: withCustomRpcUrls(parameters.network, this.#customRpcUrls),
    })

  getProvider: NonNullable<ChainAdapter['getProvider']> = (parameters) =>
    this.#bridge.inner.getProvider(parameters)
}
