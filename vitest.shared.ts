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
