import type { AdapterContext, ChainAdapter, Connector, ConnectResult } from '@kit/core'

/** The account the mock wallet connects with (anvil's first dev account). */
export const testAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The wallet the mock adapter announces unless told otherwise. */
export const testConnector: Connector = {
  id: 'io.metamask',
  type: 'ANNOUNCED',
  name: 'MetaMask',
  chain: 'eip155',
  imageUrl: 'data:image/png;base64,iVBORw0KGgo=',
  info: { rdns: 'io.metamask' },
}

export type MockAdapterOptions = {
  connectors?: readonly Connector[]
  address?: string
  chainId?: number
  balance?: string
  /** Takes part in WalletConnect: a session's eip155 part connects `address` on `chainId`. */
  walletConnect?: boolean
}

type Outcome = { error?: unknown; hold?: boolean }

/**
 * A scripted EIP-155 adapter for tests: it reports its connectors on setup, and each wallet
 * request succeeds unless the test queued a failure (or asked to hold it until released).
 */
export function createMockAdapter({
  connectors = [testConnector],
  address = testAddress,
  chainId = 1,
  balance = '1234.567891',
  walletConnect = false,
}: MockAdapterOptions = {}) {
  let context: AdapterContext | undefined
  const connectOutcomes: Outcome[] = []
  const switchOutcomes: Outcome[] = []
  const balanceOutcomes: Outcome[] = []
  const held: (() => void)[] = []
  const calls = { connect: [] as string[], switchNetwork: [] as string[], disconnect: 0 }

  async function settle(outcome: Outcome | undefined) {
    if (outcome?.hold) await new Promise<void>((resolve) => held.push(resolve))
    if (outcome?.error) throw outcome.error
  }

  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup(ctx) {
      context = ctx
      ctx.emit({ type: 'connectors', connectors })
      return () => {
        context = undefined
      }
    },
    async connect({ connectorId }): Promise<ConnectResult> {
      calls.connect.push(connectorId)
      await settle(connectOutcomes.shift())
      return { address, chainId }
    },
    async disconnect() {
      calls.disconnect++
    },
    async switchNetwork({ network }) {
      calls.switchNetwork.push(network.caipNetworkId)
      await settle(switchOutcomes.shift())
    },
    async getBalance() {
      await settle(balanceOutcomes.shift())
      return { balance, symbol: 'ETH' }
    },
  }
  if (walletConnect)
    adapter.walletConnect = {
      propose: ({ networks }) => ({
        chains: networks.map((n) => n.caipNetworkId),
        methods: ['personal_sign'],
        events: [],
      }),
      connect: () => ({ address, chainId }),
    }

  return {
    adapter,
    calls,
    /** The next connect fails with `error`. */
    failNextConnect: (error: unknown) => connectOutcomes.push({ error }),
    /** The next connect waits until `release()` (likewise the other `holdNext…`). */
    holdNextConnect: () => connectOutcomes.push({ hold: true }),
    failNextSwitch: (error: unknown) => switchOutcomes.push({ error }),
    holdNextSwitch: () => switchOutcomes.push({ hold: true }),
    holdNextBalance: () => balanceOutcomes.push({ hold: true }),
    release: () => {
      for (const resolve of held.splice(0)) resolve()
    },
    /** Reports a wallet event, as the wallet would. */
    emit: (event: Parameters<AdapterContext['emit']>[0]) => context?.emit(event),
  }
}
