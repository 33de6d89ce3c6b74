import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, test } from 'vitest'

const root = dirname(fileURLToPath(import.meta.url))
// Static value imports and re-exports; `import type` and `export type` are erased.
const staticImport = /^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms

/** Every module a file loads before running, following relative imports through the source. */
function staticClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  if (!file.startsWith('/')) return seen
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
    if (!specifier) continue
    if (specifier.startsWith('.'))
      staticClosure(join(dirname(file), specifier.replace(/\.js$/, '.ts')), seen)
    else seen.add(specifier)
  }
  return seen
}

const heavy = /@scure\/btc-signer|@noble\/curves|@scure\/base|@noble\/hashes|bip322/

test('before first paint: discovery only, none of the wallet, PSBT or curve code', () => {
  const modules = [...staticClosure(join(root, 'exports/index.ts'))]
  expect(modules.filter((module) => heavy.test(module))).toEqual([])
  expect(modules.some((module) => module.endsWith('walletActions.ts'))).toBe(false)
  expect(modules.some((module) => module.endsWith('signingActions.ts'))).toBe(false)
  expect(modules).toContain('@wallet-standard/app')
})

test('connecting loads no PSBT or curve code; signing does', () => {
  const connecting = [...staticClosure(join(root, 'actions/walletActions.ts'))]
  expect(connecting.filter((module) => /btc-signer|@noble\/curves/.test(module))).toEqual([])
  const signing = [...staticClosure(join(root, 'actions/signingActions.ts'))]
  expect(signing).toContain('@scure/btc-signer/transaction.js')
  expect(signing).toContain('@noble/curves/secp256k1.js')
})
