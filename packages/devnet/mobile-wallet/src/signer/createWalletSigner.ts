import type { Address, Hash } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { SendTransactionOnChainParameters } from './sendTransactionOnChain.js'
import { walletAccounts } from './walletAccounts.js'

export type WalletSigner = {
  /** The wallet's accounts, checksummed, in a fixed order. */
  readonly addresses: readonly Address[]
  /** The local account for an address (any case), if it is one of the wallet's. */
  findAccount: (address: unknown) => PrivateKeyAccount | undefined
  /** Fills, signs and sends a transaction on the chain's node; resolves with its hash. */
  sendTransaction: (parameters: SendTransactionOnChainParameters) => Promise<Hash>
}

/** The wallet's local keys; viem's wallet client is loaded on the first transaction. */
export function createWalletSigner(): WalletSigner {
  const accounts = walletAccounts.map(({ privateKey }) => privateKeyToAccount(privateKey))
  return {
    addresses: accounts.map((account) => account.address),
    findAccount(address) {
      if (typeof address !== 'string') return undefined
      return accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())
    },
    async sendTransaction(parameters) {
      const { sendTransactionOnChain } = await import('./sendTransactionOnChain.js')
      return sendTransactionOnChain(parameters)
    },
  }
}
