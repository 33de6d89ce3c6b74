import { describe, expect, test } from 'vitest'
import { bitcoinRegtest } from '../bitcoinRegtest.js'
import { createBitcoinNode } from '../createBitcoinNode.js'
import { hashBlockHeader, meetsTarget, merkleRoot, regtestBits } from './blockHeader.js'
import { regtestGenesisHeader } from './regtestGenesis.js'

describe('block headers', () => {
  test("the regtest genesis header hashes to Bitcoin Core's regtest genesis hash", () => {
    expect(hashBlockHeader(regtestGenesisHeader)).toBe(bitcoinRegtest.genesisHash)
  })

  test('merkle root: one hash is its own root; an odd level repeats its last hash', () => {
    const a = '11'.repeat(32)
    const b = '22'.repeat(32)
    const c = '33'.repeat(32)
    expect(merkleRoot([a])).toBe(a)
    expect(merkleRoot([a, b, c])).toBe(merkleRoot([a, b, c, c]))
    expect(merkleRoot([a, b])).not.toBe(merkleRoot([b, a]))
  })

  test('regtest target: about half of all hashes meet it', () => {
    expect(meetsTarget(`7f${'00'.repeat(31)}`, regtestBits)).toBe(true)
    expect(meetsTarget(`80${'00'.repeat(31)}`, regtestBits)).toBe(false)
  })

  test('mined blocks link to their parent, meet the target and commit to their transactions', () => {
    const node = createBitcoinNode()
    const [block] = node.mine()
    if (!block) throw new Error('No block')
    expect(block.previousHash).toBe(node.state.blocks[3]?.hash)
    expect(meetsTarget(block.hash, block.bits)).toBe(true)
    expect(hashBlockHeader({ ...block, previousHash: block.previousHash ?? '' })).toBe(block.hash)
    expect(block.merkleRoot).toBe(merkleRoot(block.txids))
    expect(block.time).toBeGreaterThan(block.medianTime - 1)
  })
})
