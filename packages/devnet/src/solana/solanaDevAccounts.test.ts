import { Keypair, PublicKey } from '@solana/web3.js'
import { describe, expect, test } from 'vitest'
import { createSolanaKey, devSolanaSeed } from './createSolanaKey.js'
import { associatedTokenAddress } from './seed/splTokenInstructions.js'
import { solanaDevAccounts, solanaDevToken } from './solanaDevAccounts.js'
import { seedBytes, solanaDevMintSeed, solanaDevSeeds } from './solanaDevSeeds.js'

describe('solanaDevAccounts', () => {
  test('each address and token account follows from its public seed', async () => {
    expect(solanaDevAccounts).toHaveLength(solanaDevSeeds.length)
    const mint = Keypair.fromSeed(seedBytes(solanaDevMintSeed)).publicKey
    expect(mint.toBase58()).toBe(solanaDevToken.mint)
    for (const [index, seed] of solanaDevSeeds.entries()) {
      const key = await createSolanaKey(seedBytes(seed))
      const account = solanaDevAccounts[index]
      expect(key.address).toBe(account?.address)
      expect(Keypair.fromSeed(seedBytes(seed)).publicKey.toBase58()).toBe(key.address)
      expect(associatedTokenAddress(new PublicKey(key.address), mint).toBase58()).toBe(
        account?.tokenAccount,
      )
    }
  })

  test('the first is the mobile wallet key, and the seeds are distinct 32-byte values', () => {
    expect(seedBytes(solanaDevSeeds[0] ?? '')).toEqual(devSolanaSeed)
    const all = [...solanaDevSeeds, solanaDevMintSeed]
    expect(new Set(all).size).toBe(all.length)
    for (const seed of all) expect(seedBytes(seed)).toHaveLength(32)
  })
})
