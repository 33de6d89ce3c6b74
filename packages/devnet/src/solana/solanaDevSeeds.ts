/**
 * The secret ed25519 seeds (32 bytes, hex) of the local Solana dev accounts, in the order of
 * `solanaDevAccounts`, and of the local token's mint. PUBLIC dev keys, like anvil's default
 * accounts: anyone can read them here, so never use them outside a local chain.
 * Seed `i` holds the bytes `32 * i + 1` to `32 * i + 32`; the first is `devSolanaSeed`.
 */
export const solanaDevSeeds: readonly string[] = Object.freeze([
  '0102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f20',
  '2122232425262728292a2b2c2d2e2f303132333435363738393a3b3c3d3e3f40',
  '4142434445464748494a4b4c4d4e4f505152535455565758595a5b5c5d5e5f60',
  '6162636465666768696a6b6c6d6e6f707172737475767778797a7b7c7d7e7f80',
])

/** Seed of the local token's mint account (it signs the mint's creation once, at start). */
export const solanaDevMintSeed = '8182838485868788898a8b8c8d8e8f909192939495969798999a9b9c9d9e9fa0'

/** Seed of the local faucet, which pays the dev accounts' SOL and every `requestAirdrop`. */
export const solanaFaucetSeed = 'a1a2a3a4a5a6a7a8a9aaabacadaeafb0b1b2b3b4b5b6b7b8b9babbbcbdbebfc0'

/** The 32 bytes of a hex seed. */
export function seedBytes(hex: string): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))
}
