/** An account as a wallet describes it: every field untrusted until `readAccounts` checked it. */
export type RawWalletAccount = {
  address: unknown
  /** Hex, or bytes from a Wallet Standard wallet. */
  publicKey?: unknown
  purpose?: unknown
  path?: unknown
}

export type SignPsbtInput = { address: string; index: number; publicKey?: string | undefined }

/**
 * One wallet, whatever its protocol (Wallet Standard, sats-connect, Unisat-style, Leather,
 * WalletConnect), behind the few requests the adapter makes. Answers are untrusted.
 */
export type WalletClient = {
  /** Asks for the payment and ordinals accounts (prompting when the wallet needs to). */
  connect(parameters: { caipNetworkId: string }): Promise<RawWalletAccount[]>
  /** The accounts already granted, without a prompt; `undefined` when the wallet grants none. */
  getAuthorizedAccounts(): Promise<RawWalletAccount[] | undefined>
  /** The signature as the wallet gives it: base64, or hex (WalletConnect's bip122 `signMessage`). */
  signMessage(parameters: {
    address: string
    message: string
    protocol?: 'ecdsa' | 'bip322' | undefined
  }): Promise<string>
  /** Signs the inputs and returns the PSBT, base64. */
  signPsbt(parameters: {
    psbt: string
    signInputs: readonly SignPsbtInput[]
    caipNetworkId: string
  }): Promise<string>
  /** A wallet-built payment (WalletConnect's and sats-connect's `sendTransfer`), when it has one. */
  sendTransfer?(parameters: { from: string; recipient: string; amount: bigint }): Promise<string>
  /**
   * Asks the wallet to move to another network and returns its accounts there, when it can be
   * asked; without it the adapter only checks the accounts it has against the network.
   */
  switchNetwork?(parameters: { caipNetworkId: string }): Promise<RawWalletAccount[] | undefined>
  /** Ends the wallet's side of the connection, best effort. */
  disconnect(): Promise<void>
  /** Follows account changes (`undefined`: no account left) and disconnects; returns the unsubscribe. */
  watch(handlers: {
    accountsChanged(accounts: RawWalletAccount[] | undefined): void
    disconnect(): void
  }): () => void
}
