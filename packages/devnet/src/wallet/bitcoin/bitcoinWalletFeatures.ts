import type { IdentifierString, WalletAccount } from '@wallet-standard/base'
import type { BitcoinMessageProtocol } from './signBitcoinMessage.js'
import type { BitcoinSigHashName } from './signBitcoinPsbt.js'

// The Bitcoin Wallet Standard features as AppKit's Bitcoin adapter calls them (its
// `WalletStandardConnector` and `utils/wallet-standard` types); no maintained package has them all.

export type BitcoinAddressPurpose = 'payment' | 'ordinals'

/** A Bitcoin account: `purpose` is what AppKit reads ('payment' or 'ordinal'). */
export type BitcoinWalletAccount = WalletAccount & { readonly purpose: 'payment' | 'ordinal' }

export type BitcoinConnectFeature = {
  readonly 'bitcoin:connect': {
    readonly version: '1.0.0'
    /** Accounts with the requested purposes, in their order. */
    readonly connect: (input: {
      readonly purposes: readonly BitcoinAddressPurpose[]
    }) => Promise<{ readonly accounts: readonly WalletAccount[] }>
  }
}

export type BitcoinSignMessageInput = {
  readonly account: WalletAccount
  readonly message: Uint8Array
  /** Not in the standard: `ecdsa` (legacy) or `bip322` (BIP-322 simple, the default). */
  readonly protocol?: BitcoinMessageProtocol | undefined
}

export type BitcoinSignMessageOutput = {
  readonly signedMessage: Uint8Array
  readonly signature: Uint8Array
}

export type BitcoinSignMessageFeature = {
  readonly 'bitcoin:signMessage': {
    readonly version: '1.0.0'
    readonly signMessage: (
      ...inputs: readonly BitcoinSignMessageInput[]
    ) => Promise<readonly BitcoinSignMessageOutput[]>
  }
}

export type BitcoinInputToSign = {
  readonly account: WalletAccount
  readonly signingIndexes: number[]
  readonly sigHash?: BitcoinSigHashName | undefined
}

export type BitcoinSignTransactionInput = {
  readonly psbt: Uint8Array
  readonly inputsToSign: BitcoinInputToSign[]
  readonly chain?: IdentifierString | undefined
}

export type BitcoinSignTransactionFeature = {
  readonly 'bitcoin:signTransaction': {
    readonly version: '1.0.0'
    readonly signTransaction: (
      ...inputs: readonly BitcoinSignTransactionInput[]
    ) => Promise<readonly { readonly signedPsbt: Uint8Array }[]>
  }
}
