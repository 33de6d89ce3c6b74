/// <reference types="node" />
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { InvalidOptionsError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { createEvmAdapter } from './createEvmAdapter.js'
import { createTestContext } from './test/fixtures.js'

const here = dirname(fileURLToPath(import.meta.url))
const coreSrc = resolve(here, '../../core/src')
const coreModules = '@kit/core/modules/'

/**
 * Every module `createEvmAdapter.ts` loads at import time (static imports only, not `import()`),
 * following deep imports of core modules into core's source.
 */
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

describe('createEvmAdapter', () => {
  test('is an eip155 adapter with every ability', () => {
    const adapter = createEvmAdapter()
    expect(adapter.namespace).toBe('eip155')
    for (const method of [
      'setup',
      'connect',
      'reconnect',
      'disconnect',
      'switchNetwork',
      'getBalance',
      'signMessage',
      'sendTransaction',
      'getProvider',
    ] as const)
      expect(typeof adapter[method]).toBe('function')
  })

  test.each([0.5, 0, Number.NaN, Number.POSITIVE_INFINITY])(
    'refuses a baseFeeMultiplier of %d',
    (baseFeeMultiplier) => {
      expect(() => createEvmAdapter({ baseFeeMultiplier })).toThrow(InvalidOptionsError)
    },
  )

  test('refuses a timeout that is not positive', () => {
    expect(() => createEvmAdapter({ timeout: 0 })).toThrow(InvalidOptionsError)
  })

  test('setup without a window (SSR) reports nothing and tears down cleanly', () => {
    const context = createTestContext()
    const teardown = createEvmAdapter().setup(context)
    expect(context.events).toEqual([])
    expect(teardown).not.toThrow()
  })

  test('keeps viem, the error table, the session code and sending out of the import-time graph', () => {
    const graph = [...staticGraph('createEvmAdapter.ts')].map((file) =>
      file.replace(`${here}/`, ''),
    )
    // Core is followed module by module: no barrel of core or of the API client (item 10).
    expect(graph.filter((file) => !file.endsWith('.ts'))).toEqual([
      '@kit/blockchain-api/modules/errors/BaseError',
    ])
    expect(graph).toContain('connectors/watchAnnouncements.ts')
    for (const lazy of [
      'actions/connect.ts',
      'actions/getBalance.ts',
      'utils/keccak256.ts',
      'utils/providerRequest.ts',
      'utils/mapProviderError.ts',
      'errors/rpc.ts',
      'errors/node.ts',
      'actions/sendTransaction.ts',
      'walletConnect/connectEvmSession.ts',
      'walletConnect/createSessionProvider.ts',
    ])
      expect(graph).not.toContain(lazy)
  })
})
