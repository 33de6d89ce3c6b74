import type { DevnetChainConfig, DevnetConfig } from '../chains/DevnetConfig.js'
import { type DevnetChain, devnetChains } from '../chains/devnetChains.js'
import { DevnetStartError } from '../errors/devnet.js'
import { onTerminationSignal } from './onTerminationSignal.js'
import { startAnalyticsSink } from './startAnalyticsSink.js'
import { startAnvil } from './startAnvil.js'

/** Default port of the analytics sink. */
export const defaultAnalyticsPort = 8790

export type StartDevnetParameters = {
  /** `'default'`: anvils on 8545-8548 and the sink on 8790; `'free'`: ports the OS picks. */
  ports?: 'default' | 'free' | undefined
  host?: string | undefined
  /** Chains to serve; those without a port are skipped. */
  chains?: readonly DevnetChain[] | undefined
  /** Stop everything on SIGINT/SIGTERM (true by default). */
  handleSignals?: boolean | undefined
}

export type StartDevnetReturnType = DevnetConfig & {
  /** Stops every service and waits for them. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts one anvil per demo network and the analytics sink, in parallel.
 * @example
 * const devnet = await startDevnet({ ports: 'free' })
 * // …run tests against devnet.chains[0].rpcUrl…
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
  const [sinkResult, ...anvilResults] = await Promise.allSettled([
    startAnalyticsSink({ port: free ? 0 : defaultAnalyticsPort, host }),
    ...served.map((chain) =>
      startAnvil({ chainId: chain.chainId, port: free ? 0 : chain.port, host }),
    ),
  ])
  const results = [sinkResult, ...anvilResults]
  const stops = results.flatMap((result) =>
    result?.status === 'fulfilled' ? [result.value.stop] : [],
  )
  const stopAll = async () => {
    await Promise.all(stops.map((stop) => stop()))
  }

  const failure = results.find((result) => result?.status === 'rejected')
  if (failure?.status === 'rejected' || sinkResult?.status !== 'fulfilled') {
    await stopAll()
    const cause = failure?.status === 'rejected' ? failure.reason : undefined
    throw new DevnetStartError({
      details: cause instanceof Error ? cause.message : undefined,
      cause,
    })
  }

  const chainConfigs: DevnetChainConfig[] = served.map((chain, index) => {
    const anvil = anvilResults[index]
    if (anvil?.status !== 'fulfilled') throw new DevnetStartError()
    const { chainId, name, symbol, testnet } = chain
    return { chainId, name, symbol, testnet, port: anvil.value.port, rpcUrl: anvil.value.rpcUrl }
  })

  const unsubscribe = handleSignals ? onTerminationSignal(stopAll) : () => {}
  let stopping: Promise<void> | undefined
  return {
    chains: chainConfigs,
    analyticsUrl: sinkResult.value.url,
    stop: () => {
      unsubscribe()
      stopping ??= stopAll()
      return stopping
    },
  }
}
