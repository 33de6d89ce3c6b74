import type { ChainNamespace } from '../types/network.js'
import { eip155WalletConnectMethods } from './eip155WalletConnectMethods.js'

// What a pairing asks a wallet to allow, per namespace: AppKit 1.7's defaults, so a wallet
// approves the same session it would for an AppKit app. The EVM list lives in its own module
// (eip155WalletConnectMethods.ts), which the EVM adapter loads before first paint.

export const solanaWalletConnectMethods: readonly string[] = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_requestAccounts',
  'solana_getAccounts',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
]

export const bip122WalletConnectMethods: readonly string[] = [
  'sendTransfer',
  'signMessage',
  'signPsbt',
  'getAccountAddresses',
]

/** AppKit proposes none here; these are WalletConnect's documented Polkadot methods. */
export const polkadotWalletConnectMethods: readonly string[] = [
  'polkadot_signTransaction',
  'polkadot_signMessage',
]

/** The methods a namespace without an adapter proposes. */
export function getDefaultWalletConnectMethods(namespace: ChainNamespace): readonly string[] {
  return {
    eip155: eip155WalletConnectMethods,
    solana: solanaWalletConnectMethods,
    bip122: bip122WalletConnectMethods,
    polkadot: polkadotWalletConnectMethods,
  }[namespace]
}
