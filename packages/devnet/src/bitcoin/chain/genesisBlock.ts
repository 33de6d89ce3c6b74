import type { Block } from '../types.js'
import { hashBlockHeader } from './blockHeader.js'
import { regtestGenesisHeader, regtestGenesisSize } from './regtestGenesis.js'

/**
 * The regtest genesis block as the node's block 0. Its coinbase is not spendable (as in Bitcoin
 * Core it never enters the UTXO set) and is not served by `/tx`.
 */
export function genesisBlock(): Block {
  const header = regtestGenesisHeader
  return {
    hash: hashBlockHeader(header),
    height: 0,
    version: header.version,
    time: header.time,
    medianTime: header.time,
    bits: header.bits,
    nonce: header.nonce,
    merkleRoot: header.merkleRoot,
    previousHash: undefined,
    txids: [header.merkleRoot],
    size: regtestGenesisSize,
    weight: regtestGenesisSize * 4,
  }
}
