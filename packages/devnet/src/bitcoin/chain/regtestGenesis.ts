import { regtestBits } from './blockHeader.js'

/**
 * Bitcoin Core's regtest genesis block: the mainnet genesis coinbase (txid `4a5e1e4b…`) under
 * regtest's time, bits and nonce. Its header hashes to `0f9188f1…2206`.
 */
export const regtestGenesisHeader = Object.freeze({
  version: 1,
  previousHash: '0'.repeat(64),
  merkleRoot: '4a5e1e4baab89f3a32518a88c31bc87f618f76673e2cc77ab2127b7afdeda33b',
  time: 1_296_688_602,
  bits: regtestBits,
  nonce: 2,
})

/** Size and weight of the genesis block (header, one-byte count and its 204-byte coinbase). */
export const regtestGenesisSize = 285
