import { existsSync } from 'node:fs'
import { join } from 'node:path'
import type { DevnetChainConfig } from '../chains/DevnetConfig.js'
import {
  InvalidMobileWalletOptionsError,
  MobileWalletBuildMissingError,
} from '../errors/mobileWallet.js'
import { listenHttp } from '../http/listenHttp.js'
import { findPackageRoot } from '../process/findPackageRoot.js'
import { createMobileWalletHandler } from './createMobileWalletHandler.js'
import type { MobileWalletPageConfig } from './MobileWalletPageConfig.js'

/** Default port of the demo mobile wallet page. */
export const defaultMobileWalletPort = 8792

export type StartMobileWalletServerParameters = {
  /** 0 (the default) picks a free port. */
  port?: number | undefined
  /** A loopback address: 127.0.0.1 (the default), localhost or ::1. */
  host?: string | undefined
  /** The local WalletConnect relay (`ws://127.0.0.1:…`). */
  relayUrl: string
  /** The chains the wallet offers; their RPC URLs must be on 127.0.0.1. */
  chains: readonly DevnetChainConfig[]
  /** The local Solana RPC (`http://127.0.0.1:…`): the page sends Solana transactions there. */
  solanaRpcUrl?: string | undefined
  /** The local Bitcoin Esplora API (`http://127.0.0.1:…`): transfers and broadcasts go there. */
  bitcoinEsploraUrl?: string | undefined
  /** Any id: the local relay does not check it. `kit-devnet` by default. */
  projectId?: string | undefined
  /** The built page; `<@kit/devnet>/dist/mobile-wallet` by default. */
  pageDir?: string | undefined
}

export type StartMobileWalletServerReturnType = {
  /** Open this URL (or `${url}/wc?uri=…`) in a browser. */
  url: string
  port: number
  /** Stops the server and waits for it. Safe to call twice. */
  stop: () => Promise<void>
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '::1'])

/**
 * Serves the demo mobile wallet page, a WalletConnect wallet that pairs with a `wc:` URI and signs
 * with local dev keys against the local chains, with its `config.json`. The page must have been
 * built (`pnpm --filter @kit/devnet build`).
 * @example
 * const wallet = await startMobileWalletServer({ relayUrl: relay.url, chains: devnet.chains })
 * await page.goto(`${wallet.url}/wc?uri=${encodeURIComponent(uri)}`)
 */
export async function startMobileWalletServer({
  port = 0,
  host = '127.0.0.1',
  relayUrl,
  chains,
  solanaRpcUrl,
  bitcoinEsploraUrl,
  projectId = 'kit-devnet',
  pageDir = join(findPackageRoot(), 'dist', 'mobile-wallet'),
}: StartMobileWalletServerParameters): Promise<StartMobileWalletServerReturnType> {
  if (!loopbackHosts.has(host)) {
    throw new InvalidMobileWalletOptionsError(
      `The mobile wallet serves on loopback only, not ${host}.`,
    )
  }
  assertLocalUrl(relayUrl, ['ws:'], 'relayUrl')
  if (chains.length === 0) {
    throw new InvalidMobileWalletOptionsError('The mobile wallet needs at least one chain.')
  }
  for (const chain of chains) {
    assertLocalUrl(chain.rpcUrl, ['http:'], `rpcUrl of chain ${chain.chainId}`)
  }
  if (solanaRpcUrl !== undefined) assertLocalUrl(solanaRpcUrl, ['http:'], 'solanaRpcUrl')
  if (bitcoinEsploraUrl !== undefined)
    assertLocalUrl(bitcoinEsploraUrl, ['http:'], 'bitcoinEsploraUrl')
  if (!existsSync(join(pageDir, 'index.html'))) throw new MobileWalletBuildMissingError({ pageDir })

  const config: MobileWalletPageConfig = {
    relayUrl,
    projectId,
    chains: chains.map(({ chainId, name, symbol, rpcUrl, testnet }) => ({
      chainId,
      name,
      symbol,
      rpcUrl,
      testnet,
    })),
    ...(solanaRpcUrl === undefined ? {} : { solanaRpcUrl }),
    ...(bitcoinEsploraUrl === undefined ? {} : { bitcoinEsploraUrl }),
  }
  const handler = createMobileWalletHandler({ pageDir, config })
  const http = await listenHttp({ port, host, handler: () => handler })
  return { url: http.url, port: http.port, stop: http.stop }
}

/** The page's CSP only lets it reach 127.0.0.1: refuse URLs it could not use. */
function assertLocalUrl(value: string, protocols: readonly string[], field: string): void {
  let url: URL | undefined
  try {
    url = new URL(value)
  } catch {
    url = undefined
  }
  if (!url || !protocols.includes(url.protocol) || url.hostname !== '127.0.0.1') {
    throw new InvalidMobileWalletOptionsError(
      `The ${field} must be a ${protocols.join(' or ')}//127.0.0.1 URL, not ${JSON.stringify(value)}.`,
    )
  }
}
