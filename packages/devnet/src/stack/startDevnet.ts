import { deployDevnetChain } from '../anvil/seed/deployDevnetChain.js'
import { seedGenesisTimestamp } from '../anvil/seed/seedPlan.js'
import { startAnvil } from '../anvil/startAnvil.js'
import type { SignInVerifier } from '../api/siwx/SignInVerifier.js'
import { startApiServer } from '../api/startApiServer.js'
import { bitcoinRegtest } from '../bitcoin/bitcoinRegtest.js'
import {
  type StartBitcoinEsploraReturnType,
  startBitcoinEsplora,
} from '../bitcoin/startBitcoinEsplora.js'
import type {
  DevnetBitcoinConfig,
  DevnetChainConfig,
  DevnetConfig,
  DevnetSolanaConfig,
} from '../chains/DevnetConfig.js'
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
import { solanaLocalNetwork } from '../solana/solanaLocalNetwork.js'
import type { StartSolanaRpcReturnType } from '../solana/startSolanaRpc.js'
import { startStackSolana } from './startStackSolana.js'

/** Default port of the API server (blockchain API, wallet catalogue and analytics). */
export const defaultApiPort = 8790
/** Default port of the analytics endpoints: the API server's. */
export const defaultAnalyticsPort = defaultApiPort
/** Default port of the stack's Solana node (JSON-RPC and WebSocket; the WebSocket also on 8794). */
export const devnetSolanaPort = 8793
/** Default port of the stack's Bitcoin Esplora API. */
export const devnetBitcoinPort = 8795
/** The stack's Bitcoin chain mines a block this often (and on `mine()` or `POST /mine`). */
export const devnetBitcoinBlockIntervalMs = 5_000

export type StartDevnetParameters = {
  /**
   * `'default'`: anvils on 8545-8548, the API on 8790, the relay on 8791, the mobile wallet on
   * 8792, Solana on 8793 (and 8794) and Bitcoin's Esplora on 8795; `'free'`: ports the OS picks.
   */
  ports?: 'default' | 'free' | undefined
  host?: string | undefined
  /** Chains to serve; those without a port are skipped. */
  chains?: readonly DevnetChain[] | undefined
  /** Stop everything on SIGINT/SIGTERM (true by default). */
  handleSignals?: boolean | undefined
  /** The API's sign-in check (see `startApiServer`); without it, sign-in sessions answer 501. */
  verifySignIn?: SignInVerifier | undefined
}

export type StartDevnetReturnType = DevnetConfig & {
  solana: DevnetSolanaConfig
  bitcoin: DevnetBitcoinConfig
  /** The WalletConnect relay, e.g. to `restart()` it in a test. */
  relay: Relay
  /** The Solana node, e.g. to `advanceSlots()` or `airdrop()` in a test. */
  solanaRpc: StartSolanaRpcReturnType
  /** The Bitcoin chain, e.g. to `mine()` a block at once in a test. */
  bitcoinEsplora: StartBitcoinEsploraReturnType
  /** The tokens and NFTs deployed on each chain (same addresses everywhere). */
  deployments: readonly DevnetDeployment[]
  /** Stops every service and waits for them. Safe to call twice. */
  stop: () => Promise<void>
}

/**
 * Starts one anvil per demo network, deploys the local tokens and NFTs on each and seeds the
 * history of dev account 0 on the mainnets, with the Solana node and the Bitcoin regtest chain
 * (all in parallel), then starts the API server over all of them, the relay and the mobile
 * wallet page. If any service fails, the others are stopped and `DevnetStartError` is thrown.
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
  verifySignIn,
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

  // The anvils are spawned first, so that they boot while the Solana node builds its ledger.
  const anvilStarts = served.map((chain) =>
    startAnvil({
      chainId: chain.chainId,
      port: free ? 0 : chain.port,
      host,
      // Mainnets start in January 2025 so that their seeded history spans the months since.
      args: chain.testnet ? [] : ['--timestamp', String(seedGenesisTimestamp)],
    }),
  )
  const [apiPortResult, solanaResult, bitcoinResult, ...anvilResults] = await Promise.allSettled([
    free
      ? Promise.resolve()
      : Promise.all(
          [defaultApiPort, defaultRelayPort, defaultMobileWalletPort].map((port) =>
            assertPortFree(port, host),
          ),
        ),
    startStackSolana({ port: free ? 0 : devnetSolanaPort, host }),
    startBitcoinEsplora({
      port: free ? 0 : devnetBitcoinPort,
      host,
      blockIntervalMs: devnetBitcoinBlockIntervalMs,
    }),
    ...anvilStarts,
  ])
  for (const result of [solanaResult, bitcoinResult, ...anvilResults]) {
    if (result.status === 'fulfilled') stops.push(result.value.stop)
  }
  const results = [apiPortResult, solanaResult, bitcoinResult, ...anvilResults]
  const failure = results.find((result) => result.status === 'rejected')
  if (failure?.status === 'rejected') return fail(failure.reason)
  if (solanaResult.status !== 'fulfilled' || bitcoinResult.status !== 'fulfilled') {
    return fail(new DevnetStartError())
  }
  const solanaRpc = solanaResult.value
  const bitcoinEsplora = bitcoinResult.value
  const solana: DevnetSolanaConfig = {
    caipNetworkId: solanaLocalNetwork.caipNetworkId,
    port: solanaRpc.port,
    rpcUrl: solanaRpc.url,
    wsUrl: solanaRpc.wsUrl,
  }
  const bitcoin: DevnetBitcoinConfig = {
    caipNetworkId: bitcoinRegtest.caipNetworkId,
    port: bitcoinEsplora.port,
    esploraUrl: bitcoinEsplora.url,
  }

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
      solana,
      bitcoin,
      verifySignIn,
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
      // Its Solana and Bitcoin accounts send through the stack's nodes.
      solanaRpcUrl: solana.rpcUrl,
      bitcoinEsploraUrl: bitcoin.esploraUrl,
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
    solana,
    bitcoin,
    deployments,
    relay,
    solanaRpc,
    bitcoinEsplora,
    stop: () => {
      unsubscribe()
      stopping ??= stopAll()
      return stopping
    },
  }
}
