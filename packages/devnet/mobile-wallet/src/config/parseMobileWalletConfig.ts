import type { MobileWalletPageChain, MobileWalletPageConfig } from '#shared'
import { InvalidMobileWalletConfigError } from '../errors/InvalidMobileWalletConfigError.js'

/** Validates the page's `config.json` (as parsed JSON). */
export function parseMobileWalletConfig(value: unknown): MobileWalletPageConfig {
  const config = record(value, 'config')
  const relayUrl = url(config.relayUrl, 'relayUrl', ['ws:', 'wss:'])
  if (typeof config.projectId !== 'string' || config.projectId === '') {
    throw new InvalidMobileWalletConfigError('"projectId" must be a non-empty string.')
  }
  if (!Array.isArray(config.chains) || config.chains.length === 0) {
    throw new InvalidMobileWalletConfigError('"chains" must be a non-empty array.')
  }
  const chains = config.chains.map((chain, index) => parseChain(chain, `chains[${index}]`))
  const ids = new Set(chains.map((chain) => chain.chainId))
  if (ids.size !== chains.length) {
    throw new InvalidMobileWalletConfigError('"chains" lists a chain id twice.')
  }
  const solanaRpcUrl =
    config.solanaRpcUrl === undefined
      ? undefined
      : url(config.solanaRpcUrl, 'solanaRpcUrl', ['http:', 'https:'])
  const bitcoinEsploraUrl =
    config.bitcoinEsploraUrl === undefined
      ? undefined
      : url(config.bitcoinEsploraUrl, 'bitcoinEsploraUrl', ['http:', 'https:'])
  return {
    relayUrl,
    projectId: config.projectId,
    chains,
    ...(solanaRpcUrl === undefined ? {} : { solanaRpcUrl }),
    ...(bitcoinEsploraUrl === undefined ? {} : { bitcoinEsploraUrl }),
  }
}

function parseChain(value: unknown, path: string): MobileWalletPageChain {
  const chain = record(value, path)
  const { chainId, name, symbol, testnet } = chain
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) {
    throw new InvalidMobileWalletConfigError(`"${path}.chainId" must be a positive integer.`)
  }
  if (typeof name !== 'string' || name === '') {
    throw new InvalidMobileWalletConfigError(`"${path}.name" must be a non-empty string.`)
  }
  if (typeof symbol !== 'string' || symbol === '') {
    throw new InvalidMobileWalletConfigError(`"${path}.symbol" must be a non-empty string.`)
  }
  if (typeof testnet !== 'boolean') {
    throw new InvalidMobileWalletConfigError(`"${path}.testnet" must be a boolean.`)
  }
  const rpcUrl = url(chain.rpcUrl, `${path}.rpcUrl`, ['http:', 'https:'])
  return { chainId, name, symbol, rpcUrl, testnet }
}

function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidMobileWalletConfigError(`"${path}" must be an object.`)
  }
  return value as Record<string, unknown>
}

function url(value: unknown, path: string, protocols: readonly string[]): string {
  try {
    if (typeof value === 'string' && protocols.includes(new URL(value).protocol)) return value
  } catch {
    // Reported below.
  }
  throw new InvalidMobileWalletConfigError(`"${path}" must be a ${protocols.join(' or ')} URL.`)
}
