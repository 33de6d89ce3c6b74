import {
  createWalletClient,
  defineChain,
  type Hash,
  http,
  type SendTransactionParameters,
} from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { MobileWalletPageChain, TransactionRequest } from '#shared'

export type SendTransactionOnChainParameters = {
  account: PrivateKeyAccount
  chain: MobileWalletPageChain
  tx: TransactionRequest
}

/**
 * Fills (nonce, gas, fees), signs and sends a transaction through a viem wallet client on the
 * chain's node; resolves with the hash without waiting for the receipt.
 */
export function sendTransactionOnChain({
  account,
  chain,
  tx,
}: SendTransactionOnChainParameters): Promise<Hash> {
  const client = createWalletClient({
    account,
    chain: defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: chain.symbol, symbol: chain.symbol, decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    // A send is never retried: a second attempt could broadcast twice.
    transport: http(chain.rpcUrl, { retryCount: 0 }),
  })
  const legacy = tx.gasPrice !== undefined && tx.maxFeePerGas === undefined
  const request = {
    account,
    to: tx.to ?? null,
    value: tx.value,
    data: tx.data,
    gas: tx.gas,
    nonce: tx.nonce,
    ...(legacy
      ? { gasPrice: tx.gasPrice }
      : { maxFeePerGas: tx.maxFeePerGas, maxPriorityFeePerGas: tx.maxPriorityFeePerGas }),
  } as SendTransactionParameters
  return client.sendTransaction(request)
}
