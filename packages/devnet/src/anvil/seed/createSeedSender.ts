import type { Address, Hash, Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevAccount } from '../../chains/devAccounts.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'

/** One transaction of the deployment or the seeded history. */
export type SeedTransaction = {
  account: DevAccount
  /** Undefined deploys `data` as a contract. */
  to?: Address | undefined
  data?: Hex | undefined
  value?: bigint | undefined
  gas: bigint
  /** Unix seconds of the block that mines this transaction; the node's clock when undefined. */
  timestamp?: number | undefined
}

/** Sends the transactions of one chain (see `createSeedSender`). */
export type SeedSender = {
  chainId: number
  call: (method: string, params?: unknown[]) => Promise<unknown>
  /**
   * Signs with fixed fees and a locally counted nonce, sends raw and mines it alone in a block:
   * same inputs, same hash and block. Needs automine off (`evm_setAutomine(false)`).
   */
  send: (transaction: SeedTransaction) => Promise<Hash>
}

// Fixed fees keep every seeded transaction byte-identical run after run; nearly empty blocks
// keep anvil's base fee under 1 gwei, well below the cap.
const maxFeePerGas = 3_000_000_000n
const maxPriorityFeePerGas = 1_000_000_000n

/**
 * Sends the deployment and seeding transactions of one chain, one block each. Blocks are mined
 * explicitly (`evm_mine`) rather than by automine, which answers a send before it has mined it
 * and could put two transactions in one block or give a block the next one's time.
 */
export function createSeedSender({ rpcUrl, chainId }: { rpcUrl: string; chainId: number }) {
  const nonces = new Map<Address, number>()
  const call = (method: string, params: unknown[] = []) =>
    jsonRpcRequest({ url: rpcUrl, method, params })
  const send = async ({ account, to, data, value = 0n, gas, timestamp }: SeedTransaction) => {
    const signer = privateKeyToAccount(account.privateKey)
    const nonce =
      nonces.get(signer.address) ??
      Number(await call('eth_getTransactionCount', [signer.address, 'latest']))
    nonces.set(signer.address, nonce + 1)
    const signed = await signer.signTransaction({
      type: 'eip1559',
      chainId,
      nonce,
      to: to ?? null,
      data,
      value,
      gas,
      maxFeePerGas,
      maxPriorityFeePerGas,
    })
    const hash = (await call('eth_sendRawTransaction', [signed])) as Hash
    await call('evm_mine', timestamp === undefined ? [] : [timestamp])
    return hash
  }
  return { chainId, call, send } satisfies SeedSender
}
