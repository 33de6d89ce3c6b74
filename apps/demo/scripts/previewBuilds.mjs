// Serves the demo's two production builds from one process, for the e2e tests: the React 19
// build (dist) on the first port and the React 18.3 build (dist-react18) on the second.
// Usage: node scripts/previewBuilds.mjs <port> <react18Port>
import { preview } from 'vite'

const [port, react18Port] = process.argv.slice(2).map(Number)
if (!port || !react18Port) throw new Error('usage: previewBuilds.mjs <port> <react18Port>')
await preview({
  configFile: 'vite.react18.config.ts',
  logLevel: 'warn',
  preview: { port: react18Port, strictPort: true },
})
// Last, so that once this port answers (what Playwright waits for) both builds are served.
await preview({ logLevel: 'warn', preview: { port, strictPort: true } })
