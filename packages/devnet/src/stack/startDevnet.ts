import { deployDevnetChain } from '../anvil/seed/deployDevnetChain.js'
import { seedGenesisTimestamp } from '../anvil/seed/seedPlan.js'
import { startAnvil } from '../anvil/startAnvil.js'
import { startApiServer } from '../api/startApiServer.js'
import type { DevnetChainConfig, DevnetConfig } from '../chains/DevnetConfig.js'
import type { DevnetDeployment } from '../chains/DevnetDeployment.js'
import { type DevnetChain, devnetChains } from '../chains/devnetChains.js'
import { DevnetStartError } from '../errors/devnet.js'
import { assertPortFree } from '../http/assertPortFree.js'
import {
  defaultMobileWalletPort,
  startMobileWalletServer,
} from '../mobileWalletServer/startMobileWalletServer.js'
import { onTerminationSignal } from '../process/onTerminationSignal.js'
import { defaultRelayPort, type Relay, startRelay } from '../relay/startRelay.js'

/** Default port of the API server (blockchain API, wallet catalogue and analytics). */
export const defaultApiPort = 8790
/** Default port of the analytics endpoints: the API server's. */
export const defaultAnalyticsPort = defaultApiPort

export type StartDevnetParameters = {
  /**
   * `'default'`: anvils on 8545-8548, the API on 8790, the relay on 8791 and the mobile wallet on
   * 8792; `'free'`: ports the OS picks.
   */
  ports?: 'default' | 'free' | undefined
  host?: string | undefined
  /** Chains to serve; those without a port are skipped. */
  chains?: readonly DevnetChain[] | undefined
  /** Stop everything on SIGINT/SIGTERM (true by default). */
  handleSignals?: boolean | undefined
}

export type StartDevnetReturnType = DevnetConfig & {
  /** The WalletConnect relay, e.g. to `restart()` it in a test. */
  relay: Relay
  /** The tokens and NFTs deployed on each chain (same addresses everywhere). */
  deployments: readonly DevnetDeployment[]
  /** Stops every service and waits for them. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts one anvil per demo network, deploys the local tokens and NFTs on each and seeds the
 * history of dev account 0 on the mainnets (chains in parallel), then starts the API server.
 * @example
 * const devnet = await startDevnet({ ports: 'free' })
 * // …run tests against devnet.chains[0].rpcUrl and devnet.apiUrl…
 * await devnet.stop()
 */
export async function startDevnet({
  ports = 'default',
  host = '127.0.0.1',
  chains = devnetChains,
  handleSignals = true,
}: StartDevnetParameters = {}): Promise<StartDevnetReturnType> {
  const served = chains.filter((chain) => chain.port !== undefined)
  const free = ports === 'free'
  const stops: (() => Promise<void>)[] = []
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
  }
  const fail = async (cause: unknown): Promise<never> => {
    await stopAll()
    throw new DevnetStartError({
      details: cause instanceof Error ? cause.message : undefined,
      cause,
    })
  }

  const [apiPortResult, ...anvilResults] = await Promise.allSettled([
    free
      ? Promise.resolve()
      : Promise.all(
          [defaultApiPort, defaultRelayPort, defaultMobileWalletPort].map((port) =>
            assertPortFree(port, host),
          ),
        ),
    ...served.map((chain) =>
      startAnvil({
        chainId: chain.chainId,
        port: free ? 0 : chain.port,
        host,
        // Mainnets start in January 2025 so that their seeded history spans the months since.
        args: chain.testnet ? [] : ['--timestamp', String(seedGenesisTimestamp)],
      }),
    ),
  ])
  for (const result of anvilResults) {
    if (result.status === 'fulfilled') stops.push(result.value.stop)
  }
  const failure = [apiPortResult, ...anvilResults].find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected') return fail(failure.reason)

  const chainConfigs: DevnetChainConfig[] = served.map((chain, index) => {
    const anvil = anvilResults[index]
    if (anvil?.status !== 'fulfilled') throw new DevnetStartError()
    const { chainId, name, symbol, testnet } = chain
    return { chainId, name, symbol, testnet, port: anvil.value.port, rpcUrl: anvil.value.rpcUrl }
  })

  let deployments: DevnetDeployment[]
  try {
    deployments = await Promise.all(
      chainConfigs.map((chain) =>
        deployDevnetChain({ rpcUrl: chain.rpcUrl, chainId: chain.chainId, seed: !chain.testnet }),
      ),
    )
  } catch (cause) {
    return fail(cause)
  }

  let api: Awaited<ReturnType<typeof startApiServer>>
  try {
    api = await startApiServer({
      port: free ? 0 : defaultApiPort,
      host,
      chains: chainConfigs,
      deployments,
    })
  } catch (cause) {
    return fail(cause)
  }
  stops.push(api.stop)

  let relay: Awaited<ReturnType<typeof startRelay>>
  let mobileWallet: Awaited<ReturnType<typeof startMobileWalletServer>>
  try {
    relay = await startRelay({ port: free ? 0 : defaultRelayPort, host })
    stops.push(relay.stop)
    mobileWallet = await startMobileWalletServer({
      port: free ? 0 : defaultMobileWalletPort,
      host,
      relayUrl: relay.url,
      chains: chainConfigs,
    })
    stops.push(mobileWallet.stop)
  } catch (cause) {
    return fail(cause)
  }

  const unsubscribe = handleSignals ? onTerminationSignal(stopAll) : () => {}
  let stopping: Promise<void> | undefined
  return {
    chains: chainConfigs,
    apiUrl: api.url,
    analyticsUrl: api.url,
    relayUrl: relay.url,
    mobileWalletUrl: mobileWallet.url,
    deployments,
    relay,
    stop: () => {
      unsubscribe()
      stopping ??= stopAll()
      return stopping
    },
  }
}
