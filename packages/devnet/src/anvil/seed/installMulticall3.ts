import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Hex } from 'viem'
import { DevnetSeedError } from '../../errors/devnet.js'
import { jsonRpcRequest } from '../../utils/jsonRpcRequest.js'

/** Where multicall3 lives on real chains (viem's `contracts.multicall3.address`). */
export const multicall3Address = '0xca11bde05977b3631167028862be2a173976ca11'

/**
 * Multicall3's creation code as the installed viem ships it (for its deployless multicall); viem
 * does not export it, so it is read from viem's own module.
 */
async function multicall3CreationCode(): Promise<Hex> {
  const viemRoot = dirname(createRequire(import.meta.url).resolve('viem/package.json'))
  const file = pathToFileURL(join(viemRoot, '_esm/constants/contracts.js')).href
  const { multicall3Bytecode } = (await import(file)) as { multicall3Bytecode: Hex }
  return multicall3Bytecode
}

/**
 * Puts multicall3 at its usual address on an anvil node, as on the real chains, so that wagmi and
 * viem (which batch reads through it when the chain names it) work against the local stack. The
 * creation code's `eth_call` returns the runtime code, which `anvil_setCode` places there: no
 * transaction, so the seeded history keeps its hashes.
 */
export async function installMulticall3({
  rpcUrl,
  chainId,
}: {
  rpcUrl: string
  chainId: number
}): Promise<void> {
  const call = (method: string, params: unknown[]) =>
    jsonRpcRequest({ url: rpcUrl, method, params })
  const runtime = (await call('eth_call', [{ data: await multicall3CreationCode() }, 'latest'])) as
    | Hex
    | undefined
  if (!runtime || runtime === '0x')
    throw new DevnetSeedError({
      chainId,
      details: 'The multicall3 creation code returned no code.',
    })
  await call('anvil_setCode', [multicall3Address, runtime])
}
