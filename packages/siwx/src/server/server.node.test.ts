/// <reference types="node" />
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, test } from 'vitest'
import { createMemoryNonceStore } from '../nonce/createMemoryNonceStore.js'
import { createSignedSession, testNow } from '../test/sessions.js'
import { createEvmSigner } from '../test/signers.js'

const packageDir = fileURLToPath(new URL('../..', import.meta.url))
const packagesDir = fileURLToPath(new URL('../../..', import.meta.url))

/** The source files the server entry loads, following relative and `@kit/*` imports. */
function entryGraph(entry: string): { files: string[]; external: Set<string> } {
  const files: string[] = []
  const external = new Set<string>()
  const queue = [entry]
  while (queue.length > 0) {
    const file = queue.pop()!
    if (files.includes(file)) continue
    files.push(file)
    const text = readFileSync(file, 'utf8')
    // Static imports and re-exports (type-only ones leave no code), and dynamic imports.
    const statements =
      /\b(import|export)(\s+type)?\b[^;'"]*?\bfrom\s*'([^']+)'|\bimport\(\s*'([^']+)'/g
    for (const [, , typeOnly, fromSpecifier, dynamicSpecifier] of text.matchAll(statements)) {
      if (typeOnly) continue
      const specifier = fromSpecifier ?? dynamicSpecifier
      if (specifier!.startsWith('.')) {
        queue.push(fileURLToPath(new URL(specifier!.replace(/\.js$/, '.ts'), `file://${file}`)))
      } else if (specifier!.startsWith('@kit/')) {
        const [, name, rest] = /^@kit\/([^/]+)\/modules\/(.+)$/.exec(specifier!) ?? []
        if (!name) throw new Error(`unexpected entry import ${specifier}`)
        queue.push(`${packagesDir}${name}/src/${rest}.ts`)
      } else external.add(specifier!)
    }
  }
  return { files, external }
}

describe('@kit/siwx/server', () => {
  test('its code path has no DOM and no node: modules, only Web APIs and noble/scure', () => {
    const { files, external } = entryGraph(`${packageDir}src/exports/server.ts`)
    expect(files.length).toBeGreaterThan(5)
    for (const specifier of external) expect(specifier).toMatch(/^@(noble|scure)\//)
    for (const file of files) {
      const code = readFileSync(file, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '')
      expect(code, file).not.toMatch(/'node:/)
      expect(code, file).not.toMatch(
        /\b(document|window|localStorage|sessionStorage|navigator|location)\b\s*[.?[]/,
      )
    }
  })

  test('verifies a real signature in plain Node (the built entry, no bundler)', async () => {
    const signer = createEvmSigner()
    const nonce = createMemoryNonceStore().issue()
    const { message, signature } = await createSignedSession({ signer, nonce })
    const script = `
      import { createMemoryNonceStore, verifySignIn } from '@kit/siwx/server'
      import { createEip155Verifier } from '@kit/siwx/eip155'
      const { message, signature, nonce, now } = JSON.parse(process.env.SIGN_IN)
      const nonces = createMemoryNonceStore({ now: () => now })
      nonces.remember(nonce)
      const input = { message, signature, nonces, verifiers: [createEip155Verifier()],
        expected: { domain: 'app.example', origin: 'https://app.example', chainId: 'eip155:1', now } }
      const fields = await verifySignIn(input)
      const replay = await verifySignIn(input).catch((error) => error.reason)
      console.log(JSON.stringify({ address: fields.address, replay }))
    `
    const output = execFileSync(process.execPath, ['--input-type=module', '--eval', script], {
      cwd: packageDir,
      encoding: 'utf8',
      env: { ...process.env, SIGN_IN: JSON.stringify({ message, signature, nonce, now: testNow }) },
    })
    expect(JSON.parse(output)).toEqual({ address: signer.address, replay: 'nonceRejected' })
  })
})
