import { expect, test } from 'vitest'
import { InvalidMobileWalletConfigError } from '../errors/InvalidMobileWalletConfigError.js'
import { parseMobileWalletConfig } from './parseMobileWalletConfig.js'

const chain = {
  chainId: 1,
  name: 'Ethereum',
  symbol: 'ETH',
  rpcUrl: 'http://127.0.0.1:8545',
  testnet: false,
}
const config = { relayUrl: 'ws://127.0.0.1:8791', projectId: 'kit-devnet', chains: [chain] }

test('accepts the served configuration and keeps only the known fields', () => {
  expect(parseMobileWalletConfig({ ...config, extra: 1 })).toEqual(config)
  expect(parseMobileWalletConfig({ ...config, chains: [{ ...chain, port: 8545 }] })).toEqual(config)
  const withOthers = {
    ...config,
    solanaRpcUrl: 'http://127.0.0.1:8899',
    bitcoinEsploraUrl: 'http://127.0.0.1:3002',
  }
  expect(parseMobileWalletConfig(withOthers)).toEqual(withOthers)
})

test.each([
  [null, /"config" must be an object/],
  [{ ...config, relayUrl: 'http://127.0.0.1:8791' }, /relayUrl/],
  [{ ...config, projectId: '' }, /projectId/],
  [{ ...config, chains: [] }, /"chains" must be a non-empty array/],
  [{ ...config, chains: [{ ...chain, chainId: '1' }] }, /chains\[0\]\.chainId/],
  [{ ...config, chains: [{ ...chain, rpcUrl: 'ftp://x' }] }, /chains\[0\]\.rpcUrl/],
  [{ ...config, chains: [{ ...chain, testnet: 'no' }] }, /testnet/],
  [{ ...config, chains: [chain, chain] }, /twice/],
  [{ ...config, solanaRpcUrl: 'ws://127.0.0.1:8900' }, /solanaRpcUrl/],
  [{ ...config, bitcoinEsploraUrl: 3002 }, /bitcoinEsploraUrl/],
])('refuses %j', (value, details) => {
  let error: unknown
  try {
    parseMobileWalletConfig(value)
  } catch (cause) {
    error = cause
  }
  expect(error).toBeInstanceOf(InvalidMobileWalletConfigError)
  expect((error as InvalidMobileWalletConfigError).details).toMatch(details)
})
