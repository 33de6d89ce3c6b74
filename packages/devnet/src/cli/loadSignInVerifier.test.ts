import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { CliUsageError } from '../errors/cli.js'
import { loadSignInVerifier } from './loadSignInVerifier.js'

let dir: string
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kit-sign-in-'))
  await writeFile(join(dir, 'named.mjs'), 'export const verifySignIn = async () => "named"\n')
  await writeFile(join(dir, 'default.mjs'), 'export default async () => "default"\n')
  await writeFile(join(dir, 'none.mjs'), 'export const other = 1\n')
})
afterAll(() => rm(dir, { recursive: true, force: true }))

const input = {
  message: '',
  signature: '',
  expected: { domain: 'app.example', origin: 'https://app.example', chainId: 'eip155:1' },
  nonces: { consume: async () => true },
}

test('the named verifySignIn export, else the default one; paths relative to the cwd', async () => {
  expect(await (await loadSignInVerifier(join(dir, 'named.mjs')))(input)).toBe('named')
  const fromCwd = relative(process.cwd(), join(dir, 'default.mjs'))
  expect(await (await loadSignInVerifier(fromCwd))(input)).toBe('default')
})

test('a module without a function is a usage error; a missing one fails to load', async () => {
  await expect(loadSignInVerifier(join(dir, 'none.mjs'))).rejects.toBeInstanceOf(CliUsageError)
  await expect(loadSignInVerifier(join(dir, 'missing.mjs'))).rejects.toThrow()
})
