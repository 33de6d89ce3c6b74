import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { describe, expect, test } from 'vitest'
import { createSolanaAdapter } from './createSolanaAdapter.js'

const here = dirname(fileURLToPath(import.meta.url))
const coreSrc = resolve(here, '../../core/src')
const coreModules = '@kit/core/modules/'

/** Every module a file loads at import time (static imports only), into core's source. */
function staticGraph(entry: string): Set<string> {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    if (!file.startsWith('/')) return
    const source = readFileSync(file, 'utf8')
    for (const [, typeOnly, specifier] of source.matchAll(
      /^(?:import|export)(\s+type)?[^'"]*?from\s+'([^']+)'/gm,
    )) {
      if (typeOnly || !specifier) continue
      visit(
        specifier.startsWith('.')
          ? resolve(dirname(file), specifier.replace(/\.js$/, '.ts'))
          : specifier.startsWith(coreModules)
            ? resolve(coreSrc, `${specifier.slice(coreModules.length)}.ts`)
            : specifier,
      )
    }
  }
  visit(resolve(here, entry))
  return seen
}

describe('createSolanaAdapter', () => {
  test('is a solana adapter with every ability', () => {
    const adapter = createSolanaAdapter()
    expect(adapter.namespace).toBe('solana')
    for (const method of [
      'setup',
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'selectNetwork',
      'getBalance',
      'signMessage',
      'sendTransaction',
      'getProvider',
      'getConnection',
    ] as const)
      expect(typeof adapter[method]).toBe('function')
    expect(typeof adapter.walletConnect.connect).toBe('function')
    // Core proposes its Solana defaults: the adapter adds nothing of its own.
    expect(adapter.walletConnect.propose).toBeUndefined()
  })

  test.each([
    { timeout: 0 },
    { confirmTimeout: -1 },
    { pollInterval: Number.NaN },
    { timeout: Number.POSITIVE_INFINITY },
  ])('refuses %o', (options) => {
    expect(() => createSolanaAdapter(options)).toThrow(InvalidOptionsError)
  })

  test('keeps web3.js, noble, RPC reads, signing and sending out of the import-time graph', () => {
    const graph = [...staticGraph('exports/index.ts')].map((file) => file.replace(`${here}/`, ''))
    expect(graph.filter((file) => !file.endsWith('.ts'))).toEqual([
      '@kit/blockchain-api/modules/errors/BaseError',
      '@wallet-standard/app',
    ])
    expect(graph).toContain('connectors/watchWallets.ts')
    for (const lazy of [
      'actions/connect.ts',
      'actions/getBalance.ts',
      'actions/signMessage.ts',
      'actions/sendTransaction.ts',
      'rpc/rpcRequest.ts',
      'utils/verifyEd25519.ts',
      'utils/loadWeb3.ts',
      'provider/createSolanaProvider.ts',
      'walletConnect/connectSolanaSession.ts',
      'connection/getConnection.ts',
      'errors/rpc.ts',
    ])
      expect(graph).not.toContain(lazy)
  })

  test('switchNetwork and selectNetwork only take the network: the wallet is not asked', async () => {
    const adapter = createSolanaAdapter()
    const { solanaDevnet } = await import('@kit/core/modules/networks/solanaNetworks')
    await expect(
      adapter.switchNetwork({ connectorId: 'any', network: solanaDevnet }),
    ).resolves.toBeUndefined()
    expect(() => adapter.selectNetwork({ network: solanaDevnet })).not.toThrow()
  })
})
