import { createRequire } from 'node:module'
import { join } from 'node:path'

/**
 * The hosted services an AppKit app reaches by default (blockchain API, wallet catalogue,
 * analytics), answered by the local stack's server under the same paths.
 */
const hostedServices = ['rpc.walletconnect.org', 'api.web3modal.org', 'pulse.walletconnect.org']
const hostedRelay = /^wss:\/\/relay\.walletconnect\.(org|com)\//
/** WalletConnect's verify frame: answered empty, so the SDK gives up attesting after its 5 s. */
const hostedVerify = ['verify.walletconnect.org', 'verify.walletconnect.com']

/**
 * Routes the page's offsite traffic to the local stack: hosted services to its API server, the
 * networks' public RPC URLs (`defaultRpcUrls`: URL → local RPC URL) to its chains, the hosted
 * WalletConnect relay to its relay. Returns what else left 127.0.0.1 and the public RPC reads.
 */
export async function routeHostedServices(context, { root, config, defaultRpcUrls }) {
  const offsite = []
  const publicRpcReads = []
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && !['data:', 'blob:'].includes(url.protocol),
    async (route) => {
      const url = new URL(route.request().url())
      const localRpc = defaultRpcUrls.get(url.href)
      if (localRpc) {
        const { method } = JSON.parse(route.request().postData() ?? '{}')
        publicRpcReads.push(`${method} at ${url.href}`)
        return route.fulfill({ response: await route.fetch({ url: localRpc }) })
      }
      if (hostedVerify.includes(url.hostname))
        return route.fulfill({ contentType: 'text/html', body: '' })
      if (!hostedServices.includes(url.hostname)) {
        offsite.push(url.href)
        return route.abort('blockedbyclient')
      }
      const response = await route.fetch({ url: `${config.apiUrl}${url.pathname}${url.search}` })
      return route.fulfill({ response })
    },
  )
  const { WebSocket } = createRequire(join(root, 'packages/devnet/package.json'))('ws')
  await context.routeWebSocket(hostedRelay, (socket) => {
    const url = new URL(socket.url())
    const relay = new WebSocket(`${config.relayUrl}${url.pathname}${url.search}`)
    const waiting = []
    relay.on('open', () => {
      for (const message of waiting.splice(0)) relay.send(message)
    })
    relay.on('message', (data, binary) => socket.send(binary ? data : data.toString()))
    relay.on('close', () => socket.close())
    relay.on('error', () => socket.close())
    socket.onMessage((message) =>
      relay.readyState === WebSocket.OPEN ? relay.send(message) : waiting.push(message),
    )
    socket.onClose(() => relay.close())
  })
  return { offsite, publicRpcReads }
}
