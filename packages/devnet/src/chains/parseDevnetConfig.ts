import { InvalidDevnetConfigError } from '../errors/config.js'
import { isHttpUrl } from '../utils/isHttpUrl.js'
import type { DevnetChainConfig, DevnetConfig } from './DevnetConfig.js'

/**
 * Reads the `KIT_DEVNET` JSON (a string, or an already parsed value) and checks its shape.
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
  if (typeof raw.relayUrl !== 'string' || !/^wss?:\/\/[^\s/]+\/?$/.test(raw.relayUrl)) {
    throw new InvalidDevnetConfigError({ details: '`relayUrl` must be a ws(s) URL' })
  }
  if (!isHttpUrl(raw.mobileWalletUrl)) {
    throw new InvalidDevnetConfigError({ details: '`mobileWalletUrl` must be an http(s) URL' })
  }
  return {
    chains: raw.chains.map(parseChain),
    apiUrl: raw.apiUrl,
    analyticsUrl: raw.analyticsUrl,
    relayUrl: raw.relayUrl,
    mobileWalletUrl: raw.mobileWalletUrl,
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
  if (typeof port !== 'number' || !Number.isInteger(port) || port <= 0 || port > 65535) {
    throw fail('port')
  }
  if (!isHttpUrl(rpcUrl)) throw fail('rpcUrl')
  return { chainId, name, symbol, testnet, port, rpcUrl }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
