import { createEvmAdapter } from '@kit/adapter-evm'
import type { AppKitNetwork, ChainAdapter, WalletConnectPart } from '@kit/core'
import { withCustomRpcUrls } from '@kit/core/modules/utils/withCustomRpcUrls'
import { proposeNamespace } from '@kit/core/modules/walletConnect/proposeNamespace'
import { type Config, type Connector, createConfig, type Transport } from '@wagmi/core'
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
  /** The app's eip155 networks as wagmi chains (those added or removed at run time included). */
  get wagmiChains(): readonly [Chain, ...Chain[]] {
    return this.wagmiConfig.chains
  }
  readonly networks: readonly AppKitNetwork[]
  readonly projectId: string | undefined
  readonly walletConnect: WalletConnectPart
  readonly #bridge: Bridge
  /** The app's custom RPC URLs, also used for the modal's own reads. */
  readonly #customRpcUrls: WagmiAdapterParameters['customRpcUrls']
  /** The app's own wagmi transports, by chain id. */
  readonly #transports: WagmiAdapterParameters['transports']

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
    this.#transports = transports
    this.projectId = projectId
    const chains = toWagmiChains(networks)
    const bridge = { inner: createEvmAdapter(evm), restoring: new Set() } as Partial<Bridge> &
      Pick<Bridge, 'inner' | 'restoring'>
    Object.assign(bridge, {
      link: undefined,
      context: undefined,
      networks: undefined,
      disconnectingFromWagmi: false,
      followingKitNetwork: false,
    })
    const config = createConfig({
      ...rest,
      chains,
      transports: createTransports({ chains, transports, customRpcUrls }),
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
    bridge.networks = context.networks
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
        const network = bridge.networks?.find((n) => Number(n.id) === chainId)
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

  /**
   * Kit's networks changed at run time (`addNetwork`, `removeNetwork`): wagmi's chains follow, an
   * added one with a transport made as the first ones were, so wagmi's hooks and `switchChain`
   * know it. wagmi needs a chain: with none left it keeps the last.
   */
  networksChanged: NonNullable<ChainAdapter['networksChanged']> = ({ networks }) => {
    const bridge = this.#bridge
    bridge.networks = networks
    if (networks.length === 0) return
    const chains = toWagmiChains(networks)
    const { config } = bridge
    const transports = config._internal.transports as Record<number, Transport>
    Object.assign(
      transports,
      createTransports({
        chains: chains.filter((chain) => !(chain.id in transports)),
        transports: this.#transports,
        customRpcUrls: this.#customRpcUrls,
      }),
    )
    config._internal.chains.setState(chains)
    // wagmi reads its chains when its state changes: a fresh state shows the connection's chain.
    config.setState((state) => ({ ...state }))
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
