import type { Address } from 'viem'
import { solanaChains } from '#shared'

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

/** The Solana methods the wallet signs: messages only, as no Solana node runs on the devnet. */
export const solanaMethods = ['solana_signMessage'] as const

/** The session events the wallet emits. */
export const walletEvents = ['chainChanged', 'accountsChanged'] as const

type SupportedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  accounts: string[]
}

export type SupportedNamespaces = { eip155: SupportedNamespace; solana?: SupportedNamespace }

export type BuildSupportedNamespacesParameters = {
  chainIds: readonly number[]
  /** The wallet's accounts, the active one first: dapps take the first as the current one. */
  accounts: readonly Address[]
  /** The wallet's Solana address (base58), offered on every Solana cluster when given. */
  solanaAddress?: string | undefined
}

/**
 * What the wallet offers a dapp, in the shape `buildApprovedNamespaces` expects: every chain, the
 * wallet's methods and events, and every account on every chain.
 */
export function buildSupportedNamespaces({
  chainIds,
  accounts,
  solanaAddress,
}: BuildSupportedNamespacesParameters): SupportedNamespaces {
  const solana = Object.values(solanaChains)
  return {
    ...(solanaAddress
      ? {
          solana: {
            chains: [...solana],
            methods: [...solanaMethods],
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
