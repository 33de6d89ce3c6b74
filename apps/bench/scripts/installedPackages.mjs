// The npm packages a dapp gets when it installs some of the kit's packages, as pnpm resolved them.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// React (and its types) is the app's own.
const isAppsOwn = (name) =>
  name === 'react' || name === 'react-dom' || name === 'csstype' || name.startsWith('@types/')

/**
 * The peers a package marks optional and does not also depend on. A package manager installs
 * them only when the app has them itself: viem, abitype and ox name TypeScript this way, and pnpm
 * resolves it to the workspace's own compiler, which no dapp gets from the kit.
 */
function optionalPeersOf(manifest) {
  const depends = { ...manifest.dependencies, ...manifest.optionalDependencies }
  return new Set(
    Object.entries(manifest.peerDependenciesMeta ?? {})
      .filter(([name, meta]) => meta?.optional === true && !(name in depends))
      .map(([name]) => name),
  )
}

/**
 * Walks `pnpm list --prod` of the given workspace packages. Returns the names installed besides
 * the app's own, and the optional peers left out. A package not on disk (another platform's
 * build) is not installed either.
 */
export function installedPackages({ packages }) {
  const tree = JSON.parse(
    execFileSync(
      'pnpm',
      [
        ...packages.flatMap((name) => ['--filter', name]),
        'list',
        '--prod',
        '--depth',
        'Infinity',
        '--json',
      ],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    ),
  )
  const names = new Set()
  const leftOut = new Set()
  // Each package's optional peers, read once however often it occurs; none when not on disk.
  const peersByPath = new Map()
  const optionalPeersAt = (path) => {
    if (!peersByPath.has(path)) {
      const file = join(path, 'package.json')
      peersByPath.set(
        path,
        existsSync(file) ? optionalPeersOf(JSON.parse(readFileSync(file, 'utf8'))) : undefined,
      )
    }
    return peersByPath.get(path)
  }
  // pnpm lists a repeated package's children only once, so every occurrence is walked.
  const walk = (dependencies = {}, optionalPeers = new Set()) => {
    for (const [name, info] of Object.entries(dependencies)) {
      if (isAppsOwn(name)) continue
      const ownPeers = optionalPeers.has(name) ? undefined : optionalPeersAt(info.path)
      if (!ownPeers) {
        leftOut.add(name)
        continue
      }
      names.add(name)
      walk(info.dependencies, ownPeers)
    }
  }
  for (const workspacePackage of tree)
    walk(workspacePackage.dependencies, optionalPeersAt(workspacePackage.path))
  for (const name of names) leftOut.delete(name)
  return { names: [...names].sort(), leftOut: [...leftOut].sort() }
}
