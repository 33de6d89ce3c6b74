import { beforeAll } from 'vitest'

// A set-up file of both core projects (vitest.config.ts, vitest.isolated.config.ts): before each
// file's tests, the kit's lazily imported actions (connection, account data, sign-in) are loaded.
// The kit imports them on first need; on a busy machine that import alone can take longer than
// `vi.waitFor`'s 5 s (vitest.busyMachine.ts): in fresh-clone runs beside the Next.js and
// migration builds, tests that waited for what those actions do ran out of time. The tests check
// what the code does once loaded, so it is loaded first, with a minute of its own; the kit's
// `import()` still runs, and finds it loaded. Files sharing a worker load it once.
beforeAll(() => import('../actions/lazyKitActions.js').then(() => undefined), 60_000)
