import { InvalidDevnetConfigError } from '../errors/config.js'
import { isHttpUrl } from '../utils/isHttpUrl.js'
import type {
  DevnetBitcoinConfig,
  DevnetChainConfig,
  DevnetConfig,
  DevnetSolanaConfig,
} from './DevnetConfig.js'

/** `solana:` and 32 base58 characters (the start of a genesis hash). */
const solanaCaip2Pattern = /^solana:[1-9A-HJ-NP-Za-km-z]{32}$/
/** `bip122:` and 32 lowercase hex characters (the start of a genesis block hash). */
const bitcoinCaip2Pattern = /^bip122:[0-9a-f]{32}$/
const wsUrlPattern = /^wss?:\/\/[^\s/]+\/?$/

/**
 * Reads the `KIT_DEVNET` JSON (a string, or an already parsed value) and checks its shape.
 * `solana` and `bitcoin` may be absent; when present they must be complete.
 * @example const config = parseDevnetConfig(import.meta.env.VITE_KIT_DEVNET)
 */
export function parseDevnetConfig(value: unknown): DevnetConfig {
  let raw = value
  if (typeof value === 'string') {
    try {
      raw = JSON.parse(value)
    } catch (cause) {
      throw new InvalidDevnetConfigError({ details: 'not valid JSON', cause })
    }
  }
  if (!isRecord(raw) || !Array.isArray(raw.chains)) {
    throw new InvalidDevnetConfigError({ details: '`chains` must be an array' })
  }
  if (!isHttpUrl(raw.apiUrl)) {
    throw new InvalidDevnetConfigError({ details: '`apiUrl` must be an http(s) URL' })
  }
  if (!isHttpUrl(raw.analyticsUrl)) {
    throw new InvalidDevnetConfigError({ details: '`analyticsUrl` must be an http(s) URL' })
  }
  if (typeof raw.relayUrl !== 'string' || !wsUrlPattern.test(raw.relayUrl)) {
    throw new InvalidDevnetConfigError({ details: '`relayUrl` must be a ws(s) URL' })
  }
  if (!isHttpUrl(raw.mobileWalletUrl)) {
    throw new InvalidDevnetConfigError({ details: '`mobileWalletUrl` must be an http(s) URL' })
  }
  const solana = raw.solana === undefined ? undefined : parseSolana(raw.solana)
  const bitcoin = raw.bitcoin === undefined ? undefined : parseBitcoin(raw.bitcoin)
  return {
    chains: raw.chains.map(parseChain),
    apiUrl: raw.apiUrl,
    analyticsUrl: raw.analyticsUrl,
    relayUrl: raw.relayUrl,
    mobileWalletUrl: raw.mobileWalletUrl,
    ...(solana ? { solana } : {}),
    ...(bitcoin ? { bitcoin } : {}),
  }
}

function parseChain(chain: unknown, index: number): DevnetChainConfig {
  const fail = (field: string) =>
    new InvalidDevnetConfigError({ details: `chains[${index}].${field} is invalid` })
  if (!isRecord(chain)) throw fail('(entry)')
  const { chainId, name, symbol, testnet, port, rpcUrl } = chain
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw fail('chainId')
  }
  if (typeof name !== 'string' || name.length === 0) throw fail('name')
  if (typeof symbol !== 'string' || symbol.length === 0) throw fail('symbol')
  if (typeof testnet !== 'boolean') throw fail('testnet')
  if (!isPort(port)) throw fail('port')
  if (!isHttpUrl(rpcUrl)) throw fail('rpcUrl')
  return { chainId, name, symbol, testnet, port, rpcUrl }
}

function parseSolana(solana: unknown): DevnetSolanaConfig {
  const fail = (field: string) =>
    new InvalidDevnetConfigError({ details: `solana.${field} is invalid` })
  if (!isRecord(solana)) throw fail('(entry)')
  const { caipNetworkId, port, rpcUrl, wsUrl } = solana
  if (typeof caipNetworkId !== 'string' || !solanaCaip2Pattern.test(caipNetworkId)) {
    throw fail('caipNetworkId')
  }
  if (!isPort(port)) throw fail('port')
  if (!isHttpUrl(rpcUrl)) throw fail('rpcUrl')
  if (typeof wsUrl !== 'string' || !wsUrlPattern.test(wsUrl)) throw fail('wsUrl')
  return { caipNetworkId, port, rpcUrl, wsUrl }
}

function parseBitcoin(bitcoin: unknown): DevnetBitcoinConfig {
  const fail = (field: string) =>
    new InvalidDevnetConfigError({ details: `bitcoin.${field} is invalid` })
  if (!isRecord(bitcoin)) throw fail('(entry)')
  const { caipNetworkId, port, esploraUrl } = bitcoin
  if (typeof caipNetworkId !== 'string' || !bitcoinCaip2Pattern.test(caipNetworkId)) {
    throw fail('caipNetworkId')
  }
  if (!isPort(port)) throw fail('port')
  if (!isHttpUrl(esploraUrl)) throw fail('esploraUrl')
  return { caipNetworkId, port, esploraUrl }
}

function isPort(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 65535
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
