import type { SolanaWalletChain } from '../networks/walletChains.js'

/**
 * A connected Solana account, whichever way it is connected (a Wallet Standard wallet or a
 * WalletConnect session): what the actions sign and send with. Wallet answers are untrusted.
 */
export type SolanaSigner = {
  address: string
  /** The account's 32-byte ed25519 public key. */
  publicKey: Uint8Array
  signMessage(message: Uint8Array): Promise<Uint8Array>
  /** Signs a wire transaction; returns the signed wire transaction. */
  signTransaction(transaction: Uint8Array, chain: SolanaWalletChain): Promise<Uint8Array>
  /** Signs and sends a wire transaction; returns the signature. Absent when the wallet cannot. */
  signAndSendTransaction?:
    | ((
        transaction: Uint8Array,
        chain: SolanaWalletChain,
        /** web3.js `SendOptions` (preflight commitment, retries…), passed on to the wallet. */
        options?: Readonly<Record<string, unknown>> | undefined,
      ) => Promise<Uint8Array>)
    | undefined
}
