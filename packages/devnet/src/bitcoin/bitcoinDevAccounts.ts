/** A funded Bitcoin account of the local regtest chain, with one key for both of its addresses. */
export type BitcoinDevAccount = {
  /** The secp256k1 private key, hex. */
  readonly privateKey: string
  /** The compressed public key of the payment address, hex. */
  readonly publicKey: string
  /** P2WPKH (`bcrt1q…`): five 1 BTC outputs at start. */
  readonly paymentAddress: string
  /** The x-only (BIP-340) internal key of the ordinals address, hex. */
  readonly ordinalsPublicKey: string
  /** P2TR key path (`bcrt1p…`): a few small outputs at start. */
  readonly ordinalsAddress: string
}

/**
 * The local regtest chain's dev accounts. Each private key is the SHA-256 of
 * `kit-devnet bitcoin dev account <n>`: public knowledge, never use them outside the local chain.
 * `bitcoinDevAccounts.test.ts` derives the keys and addresses again.
 */
export const bitcoinDevAccounts: readonly BitcoinDevAccount[] = Object.freeze([
  Object.freeze({
    privateKey: '3521c3a46f5c5446868a9c6928c18913da7d56c4cb17cbf04308c2fd7b6cb9a1',
    publicKey: '03bb0c3b340f06d59131d822fb272ad22b8c5223064f966b5bac4c9af35617bd8e',
    paymentAddress: 'bcrt1qnp9vravl7c7r6kxyyzrw49t3ma5zcccj6zfs7t',
    ordinalsPublicKey: 'bb0c3b340f06d59131d822fb272ad22b8c5223064f966b5bac4c9af35617bd8e',
    ordinalsAddress: 'bcrt1p4zwnz6duurjfejl9a6fxmkp0rvsncveyjea69qmt6w4e2a3rz5fq9lewps',
  }),
  Object.freeze({
    privateKey: '733f04fef7ec0a2d051589b13ae7656ff44414b047257eed2ba8883138c69ef8',
    publicKey: '023d215c1cfa97288385bfa98cb665de825e53fe7748899bb2f96f7d68a35a72f6',
    paymentAddress: 'bcrt1qfmhpzhw8fswxt203z6czw3vlph3f0wm5zn2ye9',
    ordinalsPublicKey: '3d215c1cfa97288385bfa98cb665de825e53fe7748899bb2f96f7d68a35a72f6',
    ordinalsAddress: 'bcrt1ptaf7tqmtxeymr83027rkwj68dus0m2xdm7280d8jlcdcj372r8hq7flrk6',
  }),
  Object.freeze({
    privateKey: '18155717b2b7361292c344636319a416cd9eae3e65cb1c2e37e4fc8ecbcc37b6',
    publicKey: '0278b9dea0dd918d7ec4583502d6d06b295c38ea2333c08b8e5b9938a426d7554a',
    paymentAddress: 'bcrt1qd8w9wtvaz59a45yd9gjl9nznmx8y95txm3nzn8',
    ordinalsPublicKey: '78b9dea0dd918d7ec4583502d6d06b295c38ea2333c08b8e5b9938a426d7554a',
    ordinalsAddress: 'bcrt1phxt5cma9zxa4te3qhptktqduwr5rw9hpvc8x9czyd6f6lydc0xaqzxt68q',
  }),
] as const)

/**
 * Where the local chain's block rewards go (SHA-256 of `kit-devnet bitcoin miner`), so that
 * mining leaves the dev accounts' balances alone.
 */
export const bitcoinMinerAddress = 'bcrt1qc2mwd89y084evdw37wvfmj4c6q4vnu9dzgxnqn'
