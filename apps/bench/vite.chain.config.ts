import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import base from './vite.config.js'

// One chain's page (`--mode solana` or `--mode bitcoin`) built alone beside the React-only page,
// into dist-chains/<mode>, with the bench's settings. Built with the other pages, the modules it
// shares with them would split into more chunks and the minimal page's figures would change;
// built together, the two chains' pages would share their lazy chunks (@noble/curves) too.
export default defineConfig(({ mode }) => {
  if (mode !== 'solana' && mode !== 'bitcoin')
    throw new Error(`Unknown chain page "${mode}": build with --mode solana or --mode bitcoin`)
  return {
    ...base,
    build: {
      ...base.build,
      outDir: `dist-chains/${mode}`,
      emptyOutDir: true,
      // The chunk graph, to tell the adapter's lazy chunks (measure.mjs).
      manifest: true,
      rollupOptions: {
        ...base.build?.rollupOptions,
        input: {
          [mode]: resolve(import.meta.dirname, `${mode}.html`),
          reactOnly: resolve(import.meta.dirname, 'react-only.html'),
        },
      },
    },
  }
})
