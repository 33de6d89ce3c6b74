import { chromiumArgs } from '@kit/devnet/node'
import { defineConfig } from '@playwright/test'

const port = 5199

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '../../test-results/e2e.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [...chromiumArgs],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The build reads the stack's ports from VITE_KIT_DEVNET, so it runs inside `kit-devnet run`.
    command: `kit-devnet run --free-ports -- sh -c "vite build --logLevel warn && vite preview --port ${port} --strictPort"`,
    url: `http://127.0.0.1:${port}`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
  },
})
