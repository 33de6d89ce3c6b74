import { chromiumArgs } from '@kit/devnet/node'
import { defineConfig } from '@playwright/test'

const port = 5199
// The demo built against React 18.3 (vite.react18.config.ts), where the connect flow runs again.
const react18Port = 5198

/**
 * Specs that move funds or names of the shared dev accounts, or check on-chain balance deltas:
 * they run one at a time, beside the other specs (two workers in all).
 */
const chainSpecs = [
  'account-features',
  'buy',
  'multichain',
  'names',
  'send',
  'swap',
  'walletconnect',
  'walletconnect-multichain',
].map((name) => `${name}.spec.ts`)
/** Specs that sign the dev accounts in and out of the local API: one at a time as well. */
const sessionSpecs = [
  'a11y-siwx',
  'siwe-legacy',
  'siwx',
  'siwx-multichain',
  'siwx-oneclick',
  'siwx-server',
].map((name) => `${name}.spec.ts`)
/** Restarts the shared relay: runs once every other spec has ended. */
const lastSpecs = ['relay-restart.spec.ts']

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs],
    },
    // Recording a trace for every test (to keep those that fail) took about 40% of the suite's
    // CPU on a 2-core machine. To debug a failure, run again with `--trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The serial groups first, so each starts at once on a worker of its own.
    { name: 'react19-chain', testMatch: chainSpecs, workers: 1, metadata: { reactMajor: 19 } },
    {
      name: 'react19-sessions',
      testMatch: sessionSpecs,
      workers: 1,
      metadata: { reactMajor: 19 },
    },
    {
      name: 'react19',
      testIgnore: [...chainSpecs, ...sessionSpecs, ...lastSpecs],
      metadata: { reactMajor: 19 },
    },
    {
      name: 'react18',
      testMatch: 'connect.spec.ts',
      use: { baseURL: `http://127.0.0.1:${react18Port}` },
      metadata: { reactMajor: 18 },
    },
    {
      name: 'react19-last',
      testMatch: lastSpecs,
      dependencies: ['react19-chain', 'react19-sessions', 'react19', 'react18'],
      metadata: { reactMajor: 19 },
    },
  ],
  webServer: {
    // The builds read the stack's ports from VITE_KIT_DEVNET, so they run inside `kit-devnet run`.
    // Playwright starts it through a shell of its own, which outlives a runner that is killed:
    // `--stop-with` this process (the runner, which starts the web server) stops the stack then.
    command: `kit-devnet run --free-ports --stop-with ${process.pid} --sign-in demoSignIn.mjs -- sh -c "vite build --logLevel warn && vite build -c vite.react18.config.ts --logLevel warn && node scripts/previewBuilds.mjs ${port} ${react18Port}"`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    // The API's sign-in check (demoSignIn.mjs) accepts sessions from these pages only.
    env: { KIT_DEMO_ORIGINS: `http://127.0.0.1:${port},http://127.0.0.1:${react18Port}` },
  },
})
