import { cp } from 'node:fs/promises'
import type { Options } from 'tsup'

/** Per-file ESM build: keeps lazy `import()` boundaries and static CSS imports intact for the app's bundler. */
export function packageConfig(overrides: Options = {}): Options {
  return {
    entry: [
      'src/**/*.ts',
      'src/**/*.tsx',
      '!src/**/*.test.ts',
      '!src/**/*.test.tsx',
      '!src/**/*.test-d.ts',
      // Test helpers kept beside the tests they serve.
      '!src/**/test/**',
    ],
    bundle: false,
    format: ['esm'],
    outDir: 'dist/esm',
    target: 'es2022',
    platform: 'browser',
    // esbuild writes in "development" for the browser platform; left as it is, the app's bundler
    // writes in the app's own mode (`readNodeEnv` in @kit/core).
    define: { 'process.env.NODE_ENV': 'process.env.NODE_ENV' },
    clean: true,
    sourcemap: true,
    async onSuccess() {
      await cp('src', 'dist/esm', {
        recursive: true,
        filter: (path) => !/\.(ts|tsx)$/.test(path) && !/[\\/]test$/.test(path),
      })
    },
    ...overrides,
  }
}
