// The Solana verifier: ed25519 against the account's base58 public key.
export { createSolanaVerifier } from '../solana/createSolanaVerifier.js'
