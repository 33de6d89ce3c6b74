import type { SolanaAdapterState } from '../types/adapterState.js'

export type Web3 = typeof import('@solana/web3.js')

/**
 * `@solana/web3.js`, loaded on first use (never before first paint) and kept on the adapter so
 * synchronous readers (the provider's `publicKey`) can use it once it has arrived.
 */
export async function loadWeb3(state: SolanaAdapterState): Promise<Web3> {
  if (state.web3) return state.web3
  const web3 = await import('@solana/web3.js')
  state.web3 = web3
  return web3
}
