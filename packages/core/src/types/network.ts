/** Chain families Kit knows of. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

export type NativeCurrency = { name: string; symbol: string; decimals: number }

/** A contract deployed on an EVM chain, as viem's `ChainContract`. */
export type ChainContract = { address: `0x${string}`; blockCreated?: number | undefined }

/**
 * An EVM chain's well-known contracts, as viem's `Chain['contracts']`: wagmi and viem find
 * multicall3 (`readContracts`) and the ENS resolvers (`getEnsName`) here. A contract that lives on
 * another chain (OP Stack's portal on L1) is keyed by that chain's id.
 */
export type ChainContracts = {
  [key: string]: ChainContract | { [sourceId: number]: ChainContract | undefined } | undefined
} & {
  ensRegistry?: ChainContract | undefined
  ensUniversalResolver?: ChainContract | undefined
  multicall3?: ChainContract | undefined
  erc6492Verifier?: ChainContract | undefined
}

/** A network as Kit uses it; the `networks` option takes these (see `defineNetwork`). */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: { default: RpcUrls; chainDefault?: RpcUrls | undefined }
  blockExplorers?: { default: { name: string; url: string } } | undefined
  testnet?: boolean | undefined
  assets?: { imageId?: string | undefined; imageUrl?: string | undefined } | undefined
  deprecatedCaipNetworkId?: CaipNetworkId | undefined
  /** EVM only: the chain's contracts (multicall3, ENS, OP Stack bridges) for wagmi and viem. */
  contracts?: ChainContracts | undefined
}

/** What apps pass in `networks`: a CaipNetwork, or an EVM chain object without the CAIP fields. */
export type AppKitNetwork =
  | CaipNetwork
  | (Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
      caipNetworkId?: CaipNetworkId
      chainNamespace?: ChainNamespace
    })
