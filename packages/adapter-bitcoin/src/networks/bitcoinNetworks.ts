/** The four Bitcoin networks an address or transaction can belong to. */
export type BitcoinNetworkName = 'mainnet' | 'testnet' | 'signet' | 'regtest'

/**
 * A Bitcoin network's CAIP-2 id and address parameters (bech32 prefix, base58 version bytes, WIF
 * prefix). Its shape is the one `@scure/btc-signer` takes as its network.
 */
export type BitcoinNetwork = {
  readonly name: BitcoinNetworkName
  readonly caipNetworkId: `bip122:${string}`
  readonly bech32: string
  readonly pubKeyHash: number
  readonly scriptHash: number
  readonly wif: number
}

/** Bitcoin mainnet: `bc1…`, `1…` and `3…` addresses. */
export const bitcoinMainnet: BitcoinNetwork = {
  name: 'mainnet',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
}

/** Bitcoin testnet (testnet3): `tb1…`, `m…`/`n…` and `2…` addresses. */
export const bitcoinTestnet: BitcoinNetwork = {
  name: 'testnet',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/** Bitcoin signet: the same address parameters as testnet, so their addresses look alike. */
export const bitcoinSignet: BitcoinNetwork = {
  name: 'signet',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  bech32: 'tb',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}

/** Bitcoin regtest: `bcrt1…` segwit addresses, testnet's base58 version bytes. */
export const bitcoinRegtest: BitcoinNetwork = {
  name: 'regtest',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
}
