import { beforeAll } from 'vitest'

/**
 * Loads the kit's lazily imported actions (connection, account data, sign-in) before a file's
 * tests. The kit imports them on first need; on a busy machine that import alone can take longer
 * than `vi.waitFor`'s 5 s (vitest.busyMachine.ts): in fresh-clone runs beside the Next.js and
 * migration builds, tests that waited for what those actions do ran out of time. The tests check
 * what the code does once loaded, so it is loaded first, with a minute of its own; the kit's
 * `import()` still runs, and finds it loaded.
 */
export function loadLazyActionsFirst(): void {
  beforeAll(() => import('../actions/lazyKitActions.js').then(() => undefined), 60_000)
}
