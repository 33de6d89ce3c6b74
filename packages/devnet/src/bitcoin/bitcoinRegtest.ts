/**
 * The Bitcoin regtest network the local Esplora server runs: its genesis block (the same as
 * Bitcoin Core's `-regtest`), its CAIP-2 id (`bip122:` + the first 32 hex characters of the
 * genesis hash) and its address parameters. Browser-safe: no code, only constants.
 */
export const bitcoinRegtest = Object.freeze({
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  genesisHash: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
  /** Address parameters in `@scure/btc-signer`'s `BTC_NETWORK` shape. */
  network: Object.freeze({ bech32: 'bcrt', pubKeyHash: 0x6f, scriptHash: 0xc4, wif: 0xef }),
} as const)
