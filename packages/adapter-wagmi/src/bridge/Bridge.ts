import type { EvmAdapter } from '@kit/adapter-evm'
import type { AdapterContext } from '@kit/core'
import type { Config, Connector } from '@wagmi/core'
import type { Address, EIP1193Provider } from 'viem'

/** The EVM connection Kit holds, as wagmi is shown it. */
export type KitLink = {
  /** Kit's connector id (`walletConnect` for a WalletConnect session). */
  connectorId: string
  provider: EIP1193Provider
  address: Address
  chainId: number
}

/**
 * What joins Kit and wagmi for one adapter: the inner EVM adapter that talks to wallets, the
 * wagmi config and Kit's connector in it, and the connection both sides see.
 */
export type Bridge = {
  inner: EvmAdapter
  /** Set once the config is created (the connector is built inside it). */
  config: Config
  connector: Connector
  /** Kit's context once `setup` ran. */
  context: AdapterContext | undefined
  /** Kit's eip155 networks: the context's, then each list `networksChanged` brings. */
  networks: AdapterContext['networks'] | undefined
  link: KitLink | undefined
  /** Connections Kit is restoring: wagmi's reconnect waits for them before it asks. */
  restoring: Set<Promise<unknown>>
  /** wagmi is ending the connection itself: Kit's resulting disconnect must not end it again. */
  disconnectingFromWagmi: boolean
  /** wagmi's chain is being moved to Kit's: that move is not one to send back to Kit. */
  followingKitNetwork: boolean
}

/** Runs `task` as part of a restore, so `isAuthorized` waits for it. */
export async function trackRestore<T>(bridge: Bridge, task: () => Promise<T>): Promise<T> {
  const promise = task()
  bridge.restoring.add(promise)
  try {
    return await promise
  } finally {
    bridge.restoring.delete(promise)
  }
}

/** Waits until Kit's restore at start and every restore running are done (their outcome does not matter). */
export async function settleRestores(bridge: Bridge): Promise<void> {
  await bridge.context?.restored?.()
  while (bridge.restoring.size > 0) await Promise.allSettled([...bridge.restoring])
}

export function warn(message: string, error: unknown): void {
  if (typeof console !== 'undefined') console.warn(`[kit] ${message}`, error)
}
