import { defaultClientConditions, defaultServerConditions } from 'vite'

/**
 * Resolve workspace packages to their TypeScript source in tests, in browser-like (jsdom) and
 * node environments alike: Vite reads `ssr.resolve.conditions` for the latter.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
}

/** A setup file that makes `fetch` fail fast, so no unit test reaches a real host. */
export const noNetwork = new URL('./vitest.noNetwork.ts', import.meta.url).pathname

/**
 * Time limits for tests on a busy machine: CI runs the unit tests beside two app builds, on two
 * cores, where a test that takes 0.3 s alone can take several. A limit only ends a test that was
 * failing anyway; it never lets a wrong result pass.
 */
export const busyMachineTimeouts = {
  testTimeout: 30_000,
  hookTimeout: 30_000,
  // `vi.waitFor` waits up to 5 s instead of 1 (vitest.busyMachine.ts).
  setupFiles: [new URL('./vitest.busyMachine.ts', import.meta.url).pathname],
}
