import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { hashMessage } from '@walletconnect/utils'
import { afterEach, expect, test, vi } from 'vitest'
import { WebSocket } from 'ws'
import { type Relay, type StartRelayParameters, startRelay } from './startRelay.js'

type Frame = Record<string, unknown> & { id?: unknown; method?: string; params?: unknown }

const relays: Relay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const socket of sockets.splice(0))
    if (socket.readyState === WebSocket.OPEN) socket.terminate()
  for (const relay of relays.splice(0)) await relay.stop()
})

async function start(parameters: StartRelayParameters = {}) {
  const relay = await startRelay({ port: 0, ...parameters })
  relays.push(relay)
  return relay
}

const randomTopic = () => randomBytes(32).toString('hex')
const randomClientId = () => `did:key:z6Mk${randomBytes(16).toString('hex')}`
const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const jwtFor = (iss: string) =>
  `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ iss, sub: 'x', aud: 'ws://relay', iat: 1, exp: 2e9 })}.c2lnbmF0dXJl`

function openSocket(relay: Relay, query: string, options: { autoPong?: boolean } = {}) {
  const socket = new WebSocket(`${relay.url}/?${query}`, options)
  sockets.push(socket)
  return socket
}

/** A raw relay client that records every frame it receives. */
async function connect(relay: Relay, clientId = randomClientId()) {
  const socket = openSocket(relay, `auth=${jwtFor(clientId)}&projectId=test&ua=wc-2%2Fjs-2.25.0`)
  const frames: Frame[] = []
  socket.on('message', (data) => frames.push(JSON.parse(String(data))))
  await once(socket, 'open')
  let lastId = 0
  const waitFor = (predicate: (frame: Frame) => boolean) =>
    vi.waitFor(
      () => {
        const frame = frames.find(predicate)
        if (!frame) throw new Error('no such frame yet')
        return frame
      },
      { timeout: 2_000, interval: 5 },
    )
  return {
    clientId,
    socket,
    frames,
    sendRaw: (text: string) => socket.send(text),
    waitFor,
    /** Sends one request and resolves with its response frame. */
    async call(method: string, params?: unknown): Promise<Frame> {
      lastId += 1
      const id = `${lastId}${randomBytes(4).readUInt32BE()}`
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      return waitFor((frame) => frame.id === id && !('method' in frame))
    },
    /** Deliveries received so far; a round trip first, so every earlier delivery has arrived. */
    async deliveries(): Promise<Frame[]> {
      await this.call('irn_unknownSync')
      return frames.filter((frame) => frame.method === 'irn_subscription')
    },
  }
}

type Client = Awaited<ReturnType<typeof connect>>

const publish = (client: Client, topic: string, message: string, extra: object = {}) =>
  client.call('irn_publish', { topic, message, ttl: 300, tag: 1108, prompt: true, ...extra })

const dataOf = (delivery: Frame) => (delivery.params as { data: Record<string, unknown> }).data

test('delivers a published message to the other subscribers, never back to its publisher', async () => {
  const relay = await start()
  const [alice, bob, carol] = [await connect(relay), await connect(relay), await connect(relay)]
  const topic = randomTopic()
  const subscribed = await bob.call('irn_subscribe', { topic })
  expect(subscribed).toMatchObject({ jsonrpc: '2.0', result: hashMessage(topic + bob.clientId) })
  await alice.call('irn_subscribe', { topic })

  const before = Date.now()
  expect(await publish(alice, topic, 'hello', { attestation: '' })).toMatchObject({ result: true })

  const [delivery, ...more] = await bob.deliveries()
  expect(more).toEqual([])
  expect(delivery).toMatchObject({
    jsonrpc: '2.0',
    method: 'irn_subscription',
    params: {
      id: hashMessage(topic + bob.clientId),
      data: { topic, message: 'hello', tag: 1108, attestation: '' },
    },
  })
  expect(dataOf(delivery!).publishedAt).toBeGreaterThanOrEqual(before)
  // Bob acknowledges; the relay answers nothing to an acknowledgement.
  bob.sendRaw(JSON.stringify({ id: delivery!.id, jsonrpc: '2.0', result: true }))
  expect(await alice.deliveries()).toEqual([])
  expect(await carol.deliveries()).toEqual([])
})

test('keeps messages for later subscribers and replays each once per connection', async () => {
  const relay = await start()
  const alice = await connect(relay)
  const topic = randomTopic()
  await publish(alice, topic, 'first', { attestation: 'jwt' })
  await publish(alice, topic, 'second')
  // Publishing the same text again is the same message.
  await publish(alice, topic, 'second')

  const bob = await connect(relay)
  await bob.call('irn_subscribe', { topic })
  await bob.call('irn_subscribe', { topic })
  const replayed = await bob.deliveries()
  expect(replayed.map(dataOf)).toMatchObject([
    { topic, message: 'first', attestation: 'jwt' },
    { topic, message: 'second' },
  ])
  expect(dataOf(replayed[1]!)).not.toHaveProperty('attestation')

  // The publisher gets none of its own messages back, on any socket.
  const aliceAgain = await connect(relay, alice.clientId)
  await aliceAgain.call('irn_subscribe', { topic })
  expect(await aliceAgain.deliveries()).toEqual([])

  // A new socket of the same client gets them again: dedupe is per connection.
  const bobAgain = await connect(relay, bob.clientId)
  await bobAgain.call('irn_batchSubscribe', { topics: [topic] })
  expect((await bobAgain.deliveries()).map((frame) => dataOf(frame).message)).toEqual([
    'first',
    'second',
  ])
})

test('drops messages once their ttl has passed', async () => {
  const relay = await start()
  const [alice, bob] = [await connect(relay), await connect(relay)]
  const topic = randomTopic()
  vi.useFakeTimers({ toFake: ['Date'] })
  await publish(alice, topic, 'short', { ttl: 10 })
  await publish(alice, topic, 'long', { ttl: 60 })
  vi.setSystemTime(Date.now() + 11_000)

  await bob.call('irn_subscribe', { topic })
  expect((await bob.deliveries()).map((frame) => dataOf(frame).message)).toEqual(['long'])
  const fetched = await bob.call('irn_batchFetchMessages', { topics: [topic] })
  expect(fetched.result).toMatchObject({ messages: [{ message: 'long' }], hasMore: false })
})

test('unsubscribe and batch unsubscribe stop deliveries', async () => {
  const relay = await start()
  const [alice, bob] = [await connect(relay), await connect(relay)]
  const [one, two, three] = [randomTopic(), randomTopic(), randomTopic()]
  const ids = await bob.call('irn_batchSubscribe', { topics: [one, two, three] })
  expect(ids.result).toEqual([one, two, three].map((topic) => hashMessage(topic + bob.clientId)))

  expect(
    await bob.call('irn_unsubscribe', { topic: one, id: hashMessage(one + bob.clientId) }),
  ).toMatchObject({ result: true })
  expect(
    await bob.call('irn_batchUnsubscribe', {
      subscriptions: [{ topic: two, id: hashMessage(two + bob.clientId) }],
    }),
  ).toMatchObject({ result: true })
  for (const topic of [one, two, three]) await publish(alice, topic, `on ${topic}`)
  expect((await bob.deliveries()).map((frame) => dataOf(frame).topic)).toEqual([three])
})

test('batch publish keeps and delivers every message; a bad one refuses the whole batch', async () => {
  const relay = await start()
  const [alice, bob] = [await connect(relay), await connect(relay)]
  const [one, two] = [randomTopic(), randomTopic()]
  await bob.call('irn_batchSubscribe', { topics: [one, two] })
  const messages = [
    { topic: one, message: 'a', ttl: 300, tag: 1 },
    { topic: two, message: 'b', ttl: 300 },
  ]
  expect(await alice.call('irn_batchPublish', { messages })).toMatchObject({ result: true })
  expect((await bob.deliveries()).map(dataOf)).toMatchObject([
    { topic: one, message: 'a', tag: 1 },
    { topic: two, message: 'b', tag: 0 },
  ])

  const refused = await alice.call('irn_batchPublish', {
    messages: [
      { topic: one, message: 'c', ttl: 300 },
      { topic: 'nope', message: 'd', ttl: 300 },
    ],
  })
  expect(refused.error).toMatchObject({
    code: -32602,
    message: expect.stringContaining('messages[1].topic'),
  })
  expect(await bob.deliveries()).toHaveLength(2)
})

test('batchFetchMessages returns the kept messages of others on those topics', async () => {
  const relay = await start()
  const [alice, bob] = [await connect(relay), await connect(relay)]
  const [one, two, other] = [randomTopic(), randomTopic(), randomTopic()]
  await publish(alice, one, 'from alice', { attestation: 'att' })
  await publish(bob, two, 'from bob')
  await publish(alice, other, 'elsewhere')

  const fetched = await bob.call('irn_batchFetchMessages', { topics: [one, two] })
  expect(fetched.result).toEqual({
    messages: [
      {
        topic: one,
        message: 'from alice',
        publishedAt: expect.any(Number),
        tag: 1108,
        attestation: 'att',
      },
    ],
    hasMore: false,
  })
  // Fetched messages count as delivered on this socket.
  await bob.call('irn_subscribe', { topic: one })
  expect(await bob.deliveries()).toEqual([])
})

test('wc_proposeSession publishes the proposal on the pairing topic and subscribes the proposer', async () => {
  const relay = await start()
  const [dapp, wallet] = [await connect(relay), await connect(relay)]
  const pairingTopic = randomTopic()
  const proposed = await dapp.call('wc_proposeSession', {
    pairingTopic,
    sessionProposal: 'proposal',
    ttl: 300,
    attestation: '',
    correlationId: 1,
  })
  expect(proposed).toMatchObject({ result: true })

  await wallet.call('irn_subscribe', { topic: pairingTopic })
  expect((await wallet.deliveries()).map(dataOf)).toMatchObject([
    { topic: pairingTopic, message: 'proposal', tag: 1100, attestation: '' },
  ])

  // The dapp never subscribed itself, yet hears the wallet on the pairing topic.
  await publish(wallet, pairingTopic, 'hello dapp')
  expect((await dapp.deliveries()).map(dataOf)).toMatchObject([{ message: 'hello dapp' }])
})

test('wc_approveSession answers on the pairing topic, settles on the session topic and subscribes the wallet', async () => {
  const relay = await start()
  const [dapp, wallet] = [await connect(relay), await connect(relay)]
  const [pairingTopic, sessionTopic] = [randomTopic(), randomTopic()]
  await dapp.call('wc_proposeSession', { pairingTopic, sessionProposal: 'proposal', ttl: 300 })
  await wallet.call('irn_subscribe', { topic: pairingTopic })

  const approved = await wallet.call('wc_approveSession', {
    sessionTopic,
    pairingTopic,
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settle',
    ttl: 300,
    correlationId: 2,
  })
  expect(approved).toMatchObject({ result: true })
  expect((await dapp.deliveries()).map(dataOf)).toMatchObject([
    { topic: pairingTopic, message: 'response', tag: 1101 },
  ])

  // The dapp subscribes to the session topic when it reads the response: the settlement waits.
  await dapp.call('irn_subscribe', { topic: sessionTopic })
  expect((await dapp.deliveries()).map(dataOf).slice(1)).toMatchObject([
    { topic: sessionTopic, message: 'settle', tag: 1102 },
  ])

  await publish(dapp, sessionTopic, 'settled')
  expect((await wallet.deliveries()).map((frame) => dataOf(frame).message)).toEqual([
    'proposal',
    'settled',
  ])
})

test('answers JSON-RPC errors: parse, unknown method, bad params, invalid requests', async () => {
  const relay = await start()
  const client = await connect(relay)
  client.sendRaw('{not json')
  expect(await client.waitFor((frame) => frame.id === null)).toMatchObject({
    error: { code: -32700 },
  })

  expect((await client.call('irn_nope', {})).error).toMatchObject({ code: -32601 })
  const invalid = [
    ['irn_subscribe', { topic: 'abc' }],
    ['irn_subscribe', []],
    ['irn_batchSubscribe', { topics: [] }],
    ['irn_unsubscribe', { topic: randomTopic() }],
    ['irn_publish', { topic: randomTopic(), message: '', ttl: 300 }],
    ['irn_publish', { topic: randomTopic(), message: 'x', ttl: 0 }],
    ['irn_publish', { topic: randomTopic(), message: 'x', ttl: 1.5 }],
    ['irn_publish', { topic: randomTopic(), message: 'x', ttl: 300, tag: -1 }],
    ['irn_publish', { topic: randomTopic(), message: 'x', ttl: 300, attestation: 1 }],
    ['irn_publish', { topic: randomTopic(), message: 'x'.repeat(1024 * 1024 + 1), ttl: 300 }],
    ['wc_proposeSession', { pairingTopic: randomTopic(), ttl: 300 }],
    ['wc_approveSession', { sessionTopic: randomTopic(), pairingTopic: randomTopic(), ttl: 300 }],
  ] as const
  for (const [method, params] of invalid) {
    expect((await client.call(method, params)).error, method).toMatchObject({ code: -32602 })
  }

  client.sendRaw('[]')
  client.sendRaw('42')
  await vi.waitFor(() =>
    expect(client.frames.filter((frame) => frame.id === null)).toMatchObject([
      { error: { code: -32700 } },
      { error: { code: -32600 } },
      { error: { code: -32600 } },
    ]),
  )
})

test('answers a batch array with an array, skipping notifications', async () => {
  const relay = await start()
  const client = await connect(relay)
  const topic = randomTopic()
  client.sendRaw(
    JSON.stringify([
      { id: 'a', jsonrpc: '2.0', method: 'irn_subscribe', params: { topic } },
      { jsonrpc: '2.0', method: 'irn_subscribe', params: { topic: randomTopic() } },
      { id: 7, jsonrpc: '2.0', method: 'irn_nope' },
      { id: 8, jsonrpc: '2.0', result: true },
    ]),
  )
  const batch = await vi.waitFor(() => {
    const found = client.frames.find(Array.isArray) as unknown as Frame[] | undefined
    if (!found) throw new Error('no batch answer yet')
    return found
  })
  expect(batch).toEqual([
    { id: 'a', jsonrpc: '2.0', result: hashMessage(topic + client.clientId) },
    { id: 7, jsonrpc: '2.0', error: { code: -32601, message: 'Method not found: irn_nope' } },
  ])
})

test('refuses an upgrade without a decodable auth token with 401', async () => {
  const relay = await start()
  for (const query of ['projectId=test', 'auth=abc', `auth=a.${encode({ sub: 'x' })}.c`]) {
    const socket = openSocket(relay, query)
    const [, response] = await once(socket, 'unexpected-response')
    expect(response.statusCode, query).toBe(401)
  }
})

test('restart closes every socket with 1012, forgets subscriptions, stays down, keeps messages', async () => {
  const relay = await start()
  const [alice, bob] = [await connect(relay), await connect(relay)]
  const topic = randomTopic()
  await bob.call('irn_subscribe', { topic })
  await publish(alice, topic, 'before restart')

  const closed = Promise.all([alice, bob].map(({ socket }) => once(socket, 'close')))
  let restarted = false
  const restart = relay.restart({ downMs: 200 }).then(() => {
    restarted = true
  })
  const codes = (await closed).map(([code]) => code)
  expect(codes).toEqual([1012, 1012])

  // Down: upgrades are refused with 503 until downMs has passed.
  const refused = openSocket(relay, `auth=${jwtFor(alice.clientId)}`)
  const [, response] = await once(refused, 'unexpected-response')
  expect(response.statusCode).toBe(503)
  expect(restarted).toBe(false)
  await restart

  const [aliceAgain, bobAgain] = [
    await connect(relay, alice.clientId),
    await connect(relay, bob.clientId),
  ]
  // Bob's subscription was forgotten: a new message is kept but not pushed to him.
  await publish(aliceAgain, topic, 'after restart')
  expect(await bobAgain.deliveries()).toEqual([])
  await bobAgain.call('irn_subscribe', { topic })
  expect((await bobAgain.deliveries()).map((frame) => dataOf(frame).message)).toEqual([
    'before restart',
    'after restart',
  ])
})

test('pings every socket and terminates those that stop answering', async () => {
  const relay = await start({ pingInterval: 150 })
  const answering = await connect(relay)
  let pings = 0
  answering.socket.on('ping', () => {
    pings += 1
  })
  const silent = openSocket(relay, `auth=${jwtFor(randomClientId())}`, { autoPong: false })
  await once(silent, 'open')
  const [code] = await once(silent, 'close')
  expect(code).toBe(1006)
  expect(pings).toBeGreaterThanOrEqual(1)
  expect(answering.socket.readyState).toBe(WebSocket.OPEN)
})

test('refuses a ping interval the SDK would not survive, and a port in use', async () => {
  await expect(startRelay({ port: 0, pingInterval: 35_000 })).rejects.toThrow(
    'Invalid relay option "pingInterval".',
  )
  await expect(startRelay({ port: 0, pingInterval: 0 })).rejects.toThrow('pingInterval')
  const relay = await start()
  await expect(startRelay({ port: relay.port })).rejects.toThrow(
    `Port ${relay.port} on 127.0.0.1 is not available.`,
  )
})

test('stop closes every socket, refuses new ones and is safe to call twice', async () => {
  const relay = await startRelay({ port: 0 })
  expect(relay.url).toBe(`ws://127.0.0.1:${relay.port}`)
  const client = await connect(relay)
  const closed = once(client.socket, 'close')
  await Promise.all([relay.stop(), relay.stop()])
  expect((await closed)[0]).toBe(1001)
  const socket = openSocket(relay, `auth=${jwtFor(randomClientId())}`)
  const [error] = await once(socket, 'error')
  expect(error).toMatchObject({ code: 'ECONNREFUSED' })
})
