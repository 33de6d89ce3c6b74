import { InvalidBitcoinOptionsError } from '../errors/bitcoin.js'
import { bitcoinMinerAddress } from './bitcoinDevAccounts.js'
import { type ChainState, chainTip, connectBlock, createChainState } from './chain/chainState.js'
import { genesisBlock } from './chain/genesisBlock.js'
import { mineBlock } from './chain/mineBlock.js'
import { seedDevFunds } from './chain/seedDevFunds.js'
import { parseBitcoinAddress } from './parseBitcoinAddress.js'
import type { Block } from './types.js'
import { acceptTransaction } from './validation/acceptTransaction.js'

export type CreateBitcoinNodeParameters = {
  /** The clock blocks are stamped with, in milliseconds. `Date.now` by default. */
  now?: (() => number) | undefined
}

/** An in-memory regtest node: the chain, its mempool, and the two ways to change them. */
export type BitcoinNode = {
  readonly state: ChainState
  /**
   * Checks a raw transaction (hex) and adds it to the mempool; returns its txid.
   * @throws {BitcoinTransactionRejectedError}
   */
  broadcast: (hex: string) => string
  /**
   * Mines `blocks` blocks (1 by default), the first one taking the whole mempool.
   * @throws {InvalidBitcoinOptionsError} when `blocks` is not a whole number ≥ 0.
   */
  mine: (blocks?: number) => Block[]
  tip: () => Block
}

/** Starts a regtest chain at the genesis block, with the dev accounts funded in blocks 1 to 3. */
export function createBitcoinNode({
  now = Date.now,
}: CreateBitcoinNodeParameters = {}): BitcoinNode {
  const state = createChainState()
  connectBlock(state, genesisBlock(), [])
  const minerScript = parseBitcoinAddress(bitcoinMinerAddress).script
  const seconds = () => Math.floor(now() / 1000)
  seedDevFunds(state, { time: seconds(), minerScript })
  return {
    state,
    broadcast: (hex) => acceptTransaction(state, hex),
    mine(blocks = 1) {
      if (!Number.isSafeInteger(blocks) || blocks < 0) {
        throw new InvalidBitcoinOptionsError(
          `Mine a whole number of blocks (0 or more), not ${blocks}.`,
        )
      }
      const mined: Block[] = []
      for (let i = 0; i < blocks; i++) {
        mined.push(
          mineBlock(state, {
            time: seconds(),
            payouts: (reward) => [{ script: minerScript, value: reward }],
          }),
        )
      }
      return mined
    },
    tip: () => chainTip(state),
  }
}
