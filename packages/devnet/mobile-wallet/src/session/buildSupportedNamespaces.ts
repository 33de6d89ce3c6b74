import type { Address } from 'viem'
import { bitcoinRegtest, solanaChains } from '#shared'

/** The EVM methods the wallet signs or handles. */
export const walletMethods = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
] as const

/** The Solana methods the wallet signs (sending goes to the devnet's Solana RPC). */
export const solanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

/** The bip122 methods the wallet handles, as AppKit's Bitcoin adapter calls them. */
export const bitcoinMethods = [
  'signMessage',
  'signPsbt',
  'sendTransfer',
  'getAccountAddresses',
] as const

/** The bip122 session event (the wallet's addresses do not change, but dapps listen for it). */
export const bitcoinEvents = ['bip122_addressesChanged'] as const

/** The session events the wallet emits. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

type SupportedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

export type SupportedNamespaces = {
  eip155: SupportedNamespace
  solana?: SupportedNamespace
  bip122?: SupportedNamespace
}

export type BuildSupportedNamespacesParameters = {
  chainIds: readonly number[]
  /** The wallet's accounts, the active one first: dapps take the first as the current one. */
  accounts: readonly Address[]
  /** The wallet's Solana address (base58), offered on every Solana cluster when given. */
  solanaAddress?: string | undefined
  /** The wallet's Bitcoin payment address (regtest), offered on regtest when given. */
  bitcoinAddress?: string | undefined
  /** Whether the page knows a Solana RPC: `solana_signAndSendTransaction` only then. */
  solanaSends?: boolean | undefined
  /** Whether the page knows an Esplora API: `sendTransfer` only then. */
  bitcoinSends?: boolean | undefined
}

/**
 * What the wallet offers a dapp, in the shape `buildApprovedNamespaces` expects: every chain, the
 * wallet's methods and events, and every account on every chain.
 */
export function buildSupportedNamespaces({
  chainIds,
  accounts,
  solanaAddress,
  bitcoinAddress,
  solanaSends = false,
  bitcoinSends = false,
}: BuildSupportedNamespacesParameters): SupportedNamespaces {
  const solana = Object.values(solanaChains)
  return {
    ...(bitcoinAddress
      ? {
          bip122: {
            chains: [bitcoinRegtest.caipNetworkId],
            methods: bitcoinMethods.filter((method) => bitcoinSends || method !== 'sendTransfer'),
            events: [...bitcoinEvents],
            accounts: [`${bitcoinRegtest.caipNetworkId}:${bitcoinAddress}`],
          },
        }
      : {}),
    ...(solanaAddress
      ? {
          solana: {
            chains: [...solana],
            methods: solanaMethods.filter(
              (method) => solanaSends || method !== 'solana_signAndSendTransaction',
            ),
            events: [],
            accounts: solana.map((chain) => `${chain}:${solanaAddress}`),
          },
        }
      : {}),
    eip155: {
      chains: chainIds.map((chainId) => `eip155:${chainId}`),
      methods: [...walletMethods],
      events: [...walletEvents],
      accounts: chainIds.flatMap((chainId) =>
        accounts.map((account) => `eip155:${chainId}:${account}`),
      ),
    },
  }
}
