import type { Address } from 'viem'

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

/** The session events the wallet emits. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

export type SupportedNamespaces = {
  eip155: { chains: string[]; methods: string[]; events: string[]; accounts: string[] }
}

export type BuildSupportedNamespacesParameters = {
  chainIds: readonly number[]
  /** The wallet's accounts, the active one first: dapps take the first as the current one. */
  accounts: readonly Address[]
}

/**
 * What the wallet offers a dapp, in the shape `buildApprovedNamespaces` expects: every chain, the
 * wallet's methods and events, and every account on every chain.
 */
export function buildSupportedNamespaces({
  chainIds,
  accounts,
}: BuildSupportedNamespacesParameters): SupportedNamespaces {
  return {
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
