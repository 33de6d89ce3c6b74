import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * The dev injected wallet of `@kit/devnet` as one classic script for `addInitScript`: created once
 * the document has a body, on the stack's chains, with its approval panel.
 */
export async function bundleDevWallet(root, chains) {
  const react = createRequire(join(root, 'packages/react/package.json'))
  const { build } = await import(react.resolve('esbuild'))
  const walletChains = chains.map(({ chainId, name, symbol, rpcUrl }) => ({
    chainId,
    name,
    symbol,
    rpcUrl,
  }))
  const contents = `
    import { createDevWallet } from './packages/devnet/src/exports/wallet.ts'
    const start = () => {
      window.devWallet = createDevWallet({
        chains: ${JSON.stringify(walletChains)},
        knownChainIds: ${JSON.stringify(walletChains.map((chain) => chain.chainId))},
        panel: true,
      })
    }
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start)
    else start()
  `
  const result = await build({
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    conditions: ['source'],
    write: false,
    logLevel: 'error',
  })
  return result.outputFiles[0].text
}
