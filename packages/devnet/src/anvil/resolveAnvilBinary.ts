import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { AnvilBinaryNotFoundError } from '../errors/anvil.js'

const platformPackages: Record<string, string | undefined> = {
  'darwin-arm64': '@foundry-rs/anvil-darwin-arm64',
  'darwin-x64': '@foundry-rs/anvil-darwin-amd64',
  'linux-arm64': '@foundry-rs/anvil-linux-arm64',
  'linux-x64': '@foundry-rs/anvil-linux-amd64',
  'win32-x64': '@foundry-rs/anvil-win32-amd64',
}

/**
 * Path of the anvil binary shipped by `@foundry-rs/anvil`'s platform package. Resolved through
 * the package rather than PATH so that pnpm's strict layout and a machine without Foundry work.
 */
export function resolveAnvilBinary(): string {
  const require = createRequire(import.meta.url)
  let anvilManifest: string
  try {
    anvilManifest = require.resolve('@foundry-rs/anvil/package.json')
  } catch (cause) {
    throw new AnvilBinaryNotFoundError({ details: '@foundry-rs/anvil is not installed.', cause })
  }
  const platformPackage = platformPackages[`${process.platform}-${process.arch}`]
  if (!platformPackage) {
    throw new AnvilBinaryNotFoundError({
      details: `No anvil build for ${process.platform}-${process.arch}.`,
    })
  }
  const binaryName = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  // The platform package is a dependency of @foundry-rs/anvil, not ours: resolve from there.
  try {
    const candidate = createRequire(anvilManifest).resolve(`${platformPackage}/bin/${binaryName}`)
    if (existsSync(candidate)) return candidate
  } catch {
    // Optional dependencies may have been skipped; the postinstall fallback location follows.
  }
  const downloaded = join(dirname(anvilManifest), '..', 'dist', binaryName)
  if (existsSync(downloaded)) return downloaded
  throw new AnvilBinaryNotFoundError({ details: `${platformPackage} is not installed.` })
}
