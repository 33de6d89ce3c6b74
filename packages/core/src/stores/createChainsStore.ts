import { proxy, ref } from 'valtio/vanilla'
import type { AccountState, AccountType } from '../types/account.js'
import type { CaipNetwork, ChainNamespace } from '../types/network.js'

/** Per-namespace network state (SPEC §3). */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: string[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  /** The wallet is on a chain the app did not request. */
  unsupported: boolean
}

export type ChainState = { namespace: ChainNamespace; account: AccountState; network: NetworkState }

export type ChainsState = {
  activeNamespace: ChainNamespace | undefined
  namespaces: Partial<Record<ChainNamespace, ChainState>>
}

export function createAccountState(preferredAccountType?: AccountType): AccountState {
  return {
    caipAddress: undefined,
    address: undefined,
    connectorId: undefined,
    balance: undefined,
    balanceSymbol: undefined,
    balanceLoading: false,
    balanceError: undefined,
    profileName: undefined,
    profileImage: undefined,
    addressExplorerUrl: undefined,
    tokenBalance: ref([]),
    tokens: { status: 'idle', stale: false, error: undefined },
    nfts: { status: 'idle', items: ref([]), error: undefined },
    connectedWalletInfo: undefined,
    preferredAccountType,
    socialProvider: undefined,
    farcasterUrl: undefined,
    allAccounts: [],
    user: undefined,
    status: 'disconnected',
    smartAccountDeployed: false,
    currentTab: 0,
    addressLabels: {},
  }
}

export type CreateChainsStoreParameters = {
  networks: readonly CaipNetwork[]
  defaultNetwork: CaipNetwork
  namespaces: readonly ChainNamespace[]
  defaultAccountTypes: Partial<Record<ChainNamespace, AccountType>>
}

export function createChainsStore({
  networks,
  defaultNetwork,
  namespaces,
  defaultAccountTypes,
}: CreateChainsStoreParameters) {
  const state: ChainsState = { activeNamespace: defaultNetwork.chainNamespace, namespaces: {} }
  for (const namespace of namespaces) {
    const requested = networks.filter((n) => n.chainNamespace === namespace)
    // An adapter may serve a namespace the app configured no network for yet.
    const initialNetwork =
      namespace === defaultNetwork.chainNamespace ? defaultNetwork : requested[0]
    state.namespaces[namespace] = {
      namespace,
      account: createAccountState(defaultAccountTypes[namespace]),
      network: {
        caipNetwork: initialNetwork ? ref(initialNetwork) : undefined,
        requestedCaipNetworks: requested.map((n) => ref(n)),
        approvedCaipNetworkIds: [],
        supportsAllNetworks: true,
        smartAccountEnabledNetworks: [],
        unsupported: false,
      },
    }
  }
  return proxy<ChainsState>(state)
}
