import type { Kit } from '../../types/kit.js'
import type { CaipNetwork } from '../../types/network.js'
import { rpcUrlTransport } from '../../utils/rpcUrlTransport.js'
import {
  NoRpcUrlError,
  SwapTransactionRevertedError,
  TransactionReceiptTimeoutError,
} from './swapErrors.js'

export type WaitForTransactionReceiptParameters = {
  network: CaipNetwork
  hash: string
  /** SPEC §9: 180000 ms. */
  timeout?: number | undefined
  /** The first pause between reads; doubled after each, up to `maxDelay` (SPEC §9: 200 ms). */
  delay?: number | undefined
  maxDelay?: number | undefined
  signal?: AbortSignal | undefined
}

export type TransactionReceipt = { blockNumber: bigint; status: 'success' }

const sleep = (ms: number, signal: AbortSignal | undefined) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })

/**
 * Waits for a transaction's receipt on the network's RPC (`eth_getTransactionReceipt`), reading
 * after 200 ms, then twice as long each time up to 4 s, for at most 180 s (SPEC §9). A reverted
 * transaction rejects with `SwapTransactionRevertedError`; no receipt in time with
 * `TransactionReceiptTimeoutError`. A read that fails is tried again at the next turn.
 */
export async function waitForTransactionReceipt(
  kit: Kit,
  {
    network,
    hash,
    timeout = 180_000,
    delay = 200,
    maxDelay = 4_000,
    signal,
  }: WaitForTransactionReceiptParameters,
): Promise<TransactionReceipt> {
  const url = network.rpcUrls.default.http.find(
    (candidate) => rpcUrlTransport(candidate) === 'http',
  )
  if (!url) throw new NoRpcUrlError(network.caipNetworkId)
  const deadline = Date.now() + timeout
  let pause = delay
  for (;;) {
    await sleep(Math.min(pause, Math.max(deadline - Date.now(), 0)), signal)
    const receipt = await readReceipt(kit, { url, hash, signal }).catch((error: unknown) => {
      if (signal?.aborted) throw error
      return undefined
    })
    if (receipt?.status === '0x1')
      return { blockNumber: BigInt(receipt.blockNumber), status: 'success' }
    if (receipt?.status === '0x0') throw new SwapTransactionRevertedError(hash)
    if (Date.now() >= deadline) throw new TransactionReceiptTimeoutError(hash, timeout)
    pause = Math.min(pause * 2, maxDelay)
  }
}

type RpcReceipt = { status: string; blockNumber: string }

async function readReceipt(
  kit: Kit,
  { url, hash, signal }: { url: string; hash: string; signal: AbortSignal | undefined },
): Promise<RpcReceipt | undefined> {
  const response = await kit.fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'eth_getTransactionReceipt',
      params: [hash],
    }),
    ...(signal ? { signal } : {}),
  })
  if (!response.ok) return undefined
  const body = (await response.json()) as { result?: unknown }
  const result = body?.result
  if (typeof result !== 'object' || result === null) return undefined
  const { status, blockNumber } = result as Record<string, unknown>
  if (typeof status !== 'string' || typeof blockNumber !== 'string') return undefined
  if (!/^0x[0-9a-f]+$/i.test(blockNumber)) return undefined
  return { status, blockNumber }
}
