import type { Wallet } from '@wallet-standard/base'

/** A sats-connect (WBIP) provider: JSON-RPC over `request(method, params)`. */
export type SatsConnectProvider = {
  request(method: string, params: unknown): Promise<unknown>
  addListener?: ((event: string, listener: (data: unknown) => void) => unknown) | undefined
}

/** A Unisat-style injected API (`window.unisat`, `window.okxwallet.bitcoin`). */
export type UnisatApi = {
  requestAccounts(): Promise<unknown>
  getAccounts(): Promise<unknown>
  getPublicKey?: (() => Promise<unknown>) | undefined
  connect?: (() => Promise<unknown>) | undefined
  disconnect?: (() => Promise<unknown>) | undefined
  signMessage(message: string, type?: 'ecdsa' | 'bip322-simple'): Promise<unknown>
  signPsbt(psbtHex: string, options?: unknown): Promise<unknown>
  switchChain?: ((chain: string) => Promise<unknown>) | undefined
  on?: ((event: string, listener: (data: unknown) => void) => unknown) | undefined
  removeListener?: ((event: string, listener: (data: unknown) => void) => unknown) | undefined
}

/** Leather's `window.LeatherProvider`: JSON-RPC over `request(method, params)`. */
export type LeatherProvider = { request(method: string, params?: unknown): Promise<unknown> }

/** Where a connector's wallet lives, by protocol. */
export type WalletSource =
  | { kind: 'walletStandard'; wallet: Wallet }
  | { kind: 'satsConnect'; provider: SatsConnectProvider }
  | { kind: 'unisat'; api: UnisatApi }
  | { kind: 'leather'; provider: LeatherProvider }
