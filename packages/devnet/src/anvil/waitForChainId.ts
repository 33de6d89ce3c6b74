import { jsonRpcRequest } from '../utils/jsonRpcRequest.js'

export type WaitForChainIdParameters = {
  rpcUrl: string
  chainId: number
  /** Milliseconds until giving up. */
  timeout: number
  /** Settles when the server process is gone, so the wait stops early. */
  exited: Promise<unknown>
}

/** Polls `eth_chainId` until it answers `chainId`; resolves `false` on timeout or exit. */
export async function waitForChainId({
  rpcUrl,
  chainId,
  timeout,
  exited,
}: WaitForChainIdParameters): Promise<boolean> {
  const expected = `0x${chainId.toString(16)}`
  const deadline = Date.now() + timeout
  let gone = false
  exited.then(
    () => {
      gone = true
    },
    () => {
      gone = true
    },
  )
  while (!gone && Date.now() < deadline) {
    const answer = await jsonRpcRequest({
      url: rpcUrl,
      method: 'eth_chainId',
      timeout: 1_000,
    }).catch(() => undefined)
    if (answer === expected && !gone) return true
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return false
}
