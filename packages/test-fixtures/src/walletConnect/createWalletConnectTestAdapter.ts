import type {
  CaipNetwork,
  ChainAdapter,
  ChainNamespace,
  ConnectResult,
  WalletConnectPart,
  WalletConnectProposal,
  WalletConnectSession,
} from '@kit/core'
import { createMockAdapter, type MockAdapter } from '../createMockAdapter.js'

/** A Solana mainnet network for tests of more than one namespace. */
export const testSolanaNetwork: CaipNetwork = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['https://solana.example.test'] } },
}

export type CreateWalletConnectTestAdapterParameters = {
  namespace: ChainNamespace
  /** What `connect` does with the session; by default the first account on its chain. */
  connect?: (parameters: {
    session: WalletConnectSession
    network: CaipNetwork | undefined
  }) => ConnectResult | Promise<ConnectResult>
  /** What `propose` returns; by default every network given, the active one first. */
  propose?: WalletConnectPart['propose']
}

/** A mock adapter with a recording WalletConnect part. */
export type WalletConnectTestAdapter = MockAdapter &
  Required<Pick<ChainAdapter, 'walletConnect'>> & {
    /** Each `propose` call: what it was given and what it returned. */
    proposals: {
      networks: readonly CaipNetwork[]
      active: CaipNetwork | undefined
      result: WalletConnectProposal
    }[]
    /** Each session handle core handed to `connect`, with the network it came with. */
    sessions: { session: WalletConnectSession; network: CaipNetwork | undefined }[]
  }

/**
 * A `ChainAdapter` of `namespace` taking part in WalletConnect: it records what core proposes and
 * hands it, and by default connects the session's first account of the namespace.
 * @example
 * const solana = createWalletConnectTestAdapter({ namespace: 'solana' })
 * createKit({ networks: [mainnet, testSolanaNetwork], adapters: [evm, solana], projectId: 'p' })
 */
export function createWalletConnectTestAdapter({
  namespace,
  connect = ({ session }) => firstAccount(session),
  propose = ({ networks, active }) => ({
    chains: (active
      ? [active, ...networks.filter((n) => n.caipNetworkId !== active.caipNetworkId)]
      : networks
    ).map((n) => n.caipNetworkId),
    methods: namespace === 'solana' ? ['solana_signMessage'] : ['personal_sign'],
    events: [],
  }),
}: CreateWalletConnectTestAdapterParameters): WalletConnectTestAdapter {
  const proposals: WalletConnectTestAdapter['proposals'] = []
  const sessions: WalletConnectTestAdapter['sessions'] = []
  const adapter = createMockAdapter({ namespace, connectors: [] })
  return Object.assign(adapter, {
    proposals,
    sessions,
    walletConnect: {
      propose(parameters) {
        const result = propose(parameters)
        proposals.push({ ...parameters, result })
        return result
      },
      connect(parameters) {
        sessions.push(parameters)
        return connect(parameters)
      },
    } satisfies WalletConnectPart,
  })
}

/** `eip155:1:0xab…` → address `0xab…` on chain `1`. */
function firstAccount(session: WalletConnectSession): ConnectResult {
  const [account] = session.accounts
  if (!account) throw new Error(`The session approved no ${session.namespace} account`)
  const [, reference = '', address = ''] = account.split(':')
  const chainId = session.namespace === 'eip155' ? Number(reference) : reference
  return { address, chainId }
}
