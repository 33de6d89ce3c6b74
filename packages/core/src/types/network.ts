/** Chain families Kit knows of. */
export type ChainNamespace = 'eip155' | 'solana' | 'bip122' | 'polkadot'

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`

/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

export type RpcUrls = { http: readonly string[]; webSocket?: readonly string[] | undefined }

export type NativeCurrency = { name: string; symbol: string; decimals: number }

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
}

/** What apps pass in `networks`: a CaipNetwork, or an EVM chain object without the CAIP fields. */
export type AppKitNetwork =
  | CaipNetwork
  | (Omit<CaipNetwork, 'caipNetworkId' | 'chainNamespace'> & {
      caipNetworkId?: CaipNetworkId
      chainNamespace?: ChainNamespace
    })
