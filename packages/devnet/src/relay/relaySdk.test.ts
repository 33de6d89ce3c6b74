import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import type { default as Wallet, WalletKitTypes } from '@reown/walletkit'
import type { default as Dapp } from '@walletconnect/sign-client'
import type { SessionTypes } from '@walletconnect/types'
import { type Hex, toHex, verifyMessage } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { readClientId } from './readClientId.js'
import { type Relay, startRelay } from './startRelay.js'
import { subscriptionId } from './subscriptionId.js'

// Turns off the SDK's hosted verify and telemetry; read when the clients are created.
vi.hoisted(() => {
  process.env.IS_VITEST = 'true'
})

/**
 * Loads the SDK's CommonJS builds, as a Node app gets them. The test runner adds the `module`
 * export condition, which picks their ES builds even for `require`, and those do not run in Node:
 * they default-import CommonJS modules (`new KeyValueStorage`, `new WsConnection` fail) and
 * `import 'brotli/decompress'` without its extension. Only the SDK's own packages are redirected.
 */
function requireSdk() {
  const patched = Module as unknown as { _resolveFilename: (...args: unknown[]) => string }
  const resolveFilename = patched._resolveFilename
  patched._resolveFilename = function (...args) {
    const path = resolveFilename.apply(this, args)
    const commonJs = path.replace(
      /(\/node_modules\/@(?:walletconnect|reown)\/[\w-]+\/dist\/index)\.js$/,
      '$1.cjs',
    )
    return commonJs !== path && existsSync(commonJs) ? commonJs : path
  }
  try {
    const require = createRequire(import.meta.url)
    return {
      ...(require('@walletconnect/core') as typeof import('@walletconnect/core')),
      ...(require('@walletconnect/sign-client') as typeof import('@walletconnect/sign-client')),
      ...(require('@walletconnect/utils') as typeof import('@walletconnect/utils')),
      ...(require('@reown/walletkit') as typeof import('@reown/walletkit')),
    }
  } finally {
    patched._resolveFilename = resolveFilename
  }
}

const { Core, SignClient, WalletKit, buildApprovedNamespaces, getSdkError, hashMessage } =
  requireSdk()

const account = privateKeyToAccount(`0x${'11'.repeat(32)}`)
const chainId = 'eip155:1'
const metadata = (name: string) => ({
  name,
  description: `${name} of the relay test`,
  url: 'http://127.0.0.1',
  icons: [],
})

type Clients = {
  relay: Relay
  dapp: Dapp
  wallet: Wallet
  outbound: string[]
  /** Ids of the requests the wallet was asked to answer, in order. */
  prompts: number[]
  /** Awaited by the wallet before it answers the next request. */
  beforeAnswer?: (() => Promise<void>) | undefined
}
const clients = {} as Clients
let session: SessionTypes.Struct
const realFetch = globalThis.fetch

beforeAll(async () => {
  clients.outbound = []
  clients.prompts = []
  // Nothing but the local relay may be reached.
  globalThis.fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    if (url.hostname === '127.0.0.1') return realFetch(input, init)
    clients.outbound.push(url.host)
    throw new TypeError(`fetch failed: offline (${url.host})`)
  }
  clients.relay = await startRelay({ port: 0 })
  const suffix = randomBytes(4).toString('hex')
  const common = { projectId: 'test', relayUrl: clients.relay.url, logger: 'silent' }
  clients.dapp = await SignClient.init({
    ...common,
    storageOptions: { database: ':memory:' },
    customStoragePrefix: `dapp-${suffix}`,
    metadata: metadata('Dapp'),
  })
  clients.wallet = await WalletKit.init({
    core: new Core({
      ...common,
      storageOptions: { database: ':memory:' },
      customStoragePrefix: `wallet-${suffix}`,
    }),
    metadata: metadata('Wallet'),
  })
})

afterAll(async () => {
  await clients.dapp?.core.relayer.transportClose()
  await clients.wallet?.core.relayer.transportClose()
  clients.dapp?.core.heartbeat.stop()
  clients.wallet?.core.heartbeat.stop()
  await clients.relay?.stop()
  globalThis.fetch = realFetch
})

const answerPersonalSign = (wallet: Wallet) => async (request: WalletKitTypes.SessionRequest) => {
  const [message] = request.params.request.params as [Hex, string]
  clients.prompts.push(request.id)
  const beforeAnswer = clients.beforeAnswer
  clients.beforeAnswer = undefined
  await beforeAnswer?.()
  const signature = await account.signMessage({ message: { raw: message } })
  await wallet.respondSessionRequest({
    topic: request.topic,
    response: { id: request.id, jsonrpc: '2.0', result: signature },
  })
}

const personalSign = async (text: string) => {
  const message = toHex(text)
  const signature = await clients.dapp.request<Hex>({
    topic: session.topic,
    chainId,
    request: { method: 'personal_sign', params: [message, account.address] },
  })
  return verifyMessage({ address: account.address, message: { raw: message }, signature })
}

test('a dapp and a wallet pair and approve a session through the relay', async () => {
  const { dapp, wallet } = clients
  wallet.on('session_proposal', async (proposal) => {
    await wallet.approveSession({
      id: proposal.id,
      namespaces: buildApprovedNamespaces({
        proposal: proposal.params,
        supportedNamespaces: {
          eip155: {
            chains: [chainId],
            methods: ['personal_sign'],
            events: ['chainChanged', 'accountsChanged'],
            accounts: [`${chainId}:${account.address}`],
          },
        },
      }),
    })
  })
  const { uri, approval } = await dapp.connect({
    optionalNamespaces: {
      eip155: {
        chains: [chainId],
        methods: ['personal_sign'],
        events: ['chainChanged', 'accountsChanged'],
      },
    },
  })
  await wallet.pair({ uri: uri! })
  session = await approval()

  expect(session.namespaces.eip155?.accounts).toEqual([`${chainId}:${account.address}`])
  expect(Object.keys(wallet.getActiveSessions())).toEqual([session.topic])

  // The relay's subscription ids are the ones the SDK computes for itself.
  const clientId = await dapp.core.crypto.getClientId()
  expect(readClientId(`/?auth=${await dapp.core.crypto.signJWT(clients.relay.url)}`)).toBe(clientId)
  expect(subscriptionId(session.topic, clientId)).toBe(hashMessage(session.topic + clientId))
  expect(dapp.core.relayer.subscriber.topicMap.get(session.topic)).toEqual([
    subscriptionId(session.topic, clientId),
  ])
})

test('the wallet answers a personal_sign request and emits a session event', async () => {
  const { dapp, wallet } = clients
  wallet.on('session_request', answerPersonalSign(wallet))
  expect(await personalSign('hello relay')).toBe(true)

  const event = new Promise((resolve) => dapp.once('session_event', resolve))
  await wallet.emitSessionEvent({
    topic: session.topic,
    event: { name: 'chainChanged', data: 1 },
    chainId,
  })
  expect(await event).toMatchObject({
    topic: session.topic,
    params: { event: { name: 'chainChanged', data: 1 }, chainId },
  })
})

test('a request made after a relay restart still succeeds', async () => {
  const { dapp, relay } = clients
  const reconnected = new Promise((resolve) => dapp.core.relayer.once('relayer_connect', resolve))
  await relay.restart()
  await reconnected
  expect(await personalSign('after restart')).toBe(true)
})

test('a request in flight while the relay is down resolves once both sides reconnect', async () => {
  const { relay, wallet } = clients
  let restarted = false
  clients.beforeAnswer = async () => {
    // The control route browser tests use: the relay drops every socket and stays down 300 ms.
    const response = await realFetch(`http://127.0.0.1:${relay.port}/restart`, {
      method: 'POST',
      body: JSON.stringify({ downMs: 300 }),
    })
    restarted = response.ok
  }
  expect(await personalSign('during an outage')).toBe(true)
  expect(restarted).toBe(true)
  // The request kept by the relay is replayed on resubscribe; the wallet is not asked twice.
  await vi.waitFor(() => expect(wallet.getPendingSessionRequests()).toEqual([]))
  expect(new Set(clients.prompts).size).toBe(clients.prompts.length)
})

test("the wallet's session update (another account, another chain) reaches the dapp", async () => {
  const { dapp, wallet } = clients
  const other = privateKeyToAccount(`0x${'22'.repeat(32)}`)
  const namespaces = {
    eip155: {
      chains: [chainId, 'eip155:10'],
      methods: ['personal_sign'],
      events: ['chainChanged', 'accountsChanged'],
      accounts: [`${chainId}:${other.address}`, `eip155:10:${other.address}`],
    },
  }
  // The shape Kit reads (startWalletConnectSession → followSessionUpdate): topic and namespaces.
  const updated = new Promise<{ topic: string; params: { namespaces: unknown } }>((resolve) =>
    dapp.once('session_update', resolve),
  )
  const { acknowledged } = await wallet.updateSession({ topic: session.topic, namespaces })
  await acknowledged()
  const event = await updated
  expect(event.topic).toBe(session.topic)
  expect(event.params.namespaces).toMatchObject(namespaces)
  expect(dapp.session.get(session.topic).namespaces.eip155?.accounts).toEqual(
    namespaces.eip155.accounts,
  )
})

test('a disconnect from the wallet reaches the dapp', async () => {
  const { dapp, wallet } = clients
  const deleted = new Promise((resolve) => dapp.once('session_delete', resolve))
  await wallet.disconnectSession({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
  expect(await deleted).toMatchObject({ topic: session.topic })
  expect(dapp.session.getAll()).toEqual([])
  expect(clients.outbound).toEqual([])
})
