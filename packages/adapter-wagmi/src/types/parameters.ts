import type { EvmAdapterOptions } from '@kit/adapter-evm'
import type { AppKitNetwork, CaipNetworkId } from '@kit/core'
import type { CreateConfigParameters, CreateConnectorFn, Storage, Transport } from '@wagmi/core'
import type { HttpTransportConfig } from 'viem'

/** An extra RPC URL for one network, tried before the network's own (AppKit's `CustomRpcUrl`). */
export type CustomRpcUrl = { url: string; config?: HttpTransportConfig | undefined }

/** Extra RPC URLs by CAIP-2 network id (`eip155:1`), as AppKit's `customRpcUrls`. */
export type CustomRpcUrlMap = Record<CaipNetworkId, readonly CustomRpcUrl[]>

/**
 * What `new WagmiAdapter(…)` takes: AppKit 1.7's fields (`networks`, `projectId`, `ssr`,
 * `storage`, `transports`, `connectors`, `customRpcUrls`, `pendingTransactionsFilter`) and the
 * rest of wagmi's `createConfig` parameters, passed on to it.
 */
export type WagmiAdapterParameters = {
  /** The app's networks; the eip155 ones become wagmi's `chains` (viem chain objects work too). */
  networks: readonly AppKitNetwork[]
  /** WalletConnect project id. Kit reads the one given to `createAppKit`; kept for AppKit's shape. */
  projectId?: string | undefined
  /** Transport per chain id; a chain without one gets `http()` on its RPC URLs. */
  transports?: Record<number, Transport> | undefined
  customRpcUrls?: CustomRpcUrlMap | undefined
  /** More wagmi connectors, kept in the config. Kit's modal does not list or drive them. */
  connectors?: readonly CreateConnectorFn[] | undefined
  storage?: Storage | null | undefined
  ssr?: boolean | undefined
  /** AppKit's pending-transactions poller; accepted, without effect in Kit. */
  pendingTransactionsFilter?: { enable: boolean; pollingInterval?: number | undefined } | undefined
  /** Options of the EVM adapter that discovers wallets and talks to them. */
  evm?: EvmAdapterOptions | undefined
} & Partial<
  Omit<
    CreateConfigParameters,
    'chains' | 'transports' | 'connectors' | 'storage' | 'ssr' | 'client'
  >
>
