import { WebSocket } from 'ws'
import type { KeptMessage, Mailbox } from './createMailbox.js'
import { messageData } from './messageData.js'
import type { RelayConnection } from './RelayConnection.js'
import { subscriptionId } from './subscriptionId.js'

/** What a client publishes on a topic. */
export type PublishInput = {
  topic: string
  message: string
  /** Seconds the relay keeps the message. */
  ttl: number
  tag: number
  attestation: string | undefined
}

export type RelayHub = {
  /** Registers a new socket of `clientId`. */
  connect: (clientId: string, socket: WebSocket) => RelayConnection
  /** Forgets a socket and its subscriptions. */
  disconnect: (connection: RelayConnection) => void
  /** Every registered socket. */
  connections: () => readonly RelayConnection[]
  /** Subscribes a socket to `topic` and returns the subscription id; see `replay`. */
  subscribe: (connection: RelayConnection, topic: string) => string
  unsubscribe: (connection: RelayConnection, topic: string) => void
  /** Sends the kept messages of `topic` that the socket has not had (nor published). */
  replay: (connection: RelayConnection, topic: string) => void
  /** Keeps a message and delivers it to every other client subscribed to its topic. */
  publish: (connection: RelayConnection, input: PublishInput) => KeptMessage
  /** The kept messages of `topics` not published by the socket's client; marks them delivered. */
  fetch: (connection: RelayConnection, topics: readonly string[]) => readonly KeptMessage[]
  /** Drops expired messages, and forgets delivered keys of messages no longer kept. */
  sweep: () => void
}

export type CreateRelayHubParameters = {
  mailbox: Mailbox
  /** Milliseconds since the epoch; `Date.now` by default. */
  now?: (() => number) | undefined
}

/** The relay's routing: sockets, their subscriptions, and delivery of kept messages. */
export function createRelayHub({
  mailbox,
  now = () => Date.now(),
}: CreateRelayHubParameters): RelayHub {
  const connections = new Set<RelayConnection>()
  const subscribers = new Map<string, Set<RelayConnection>>()
  let lastDeliveryId = Date.now() * 1_000

  const deliver = (connection: RelayConnection, kept: KeptMessage) => {
    const id = connection.subscriptions.get(kept.topic)
    if (id === undefined || kept.publisherId === connection.clientId) return
    if (connection.delivered.has(kept.key)) return
    if (connection.socket.readyState !== WebSocket.OPEN) return
    connection.delivered.add(kept.key)
    lastDeliveryId += 1
    connection.socket.send(
      JSON.stringify({
        id: lastDeliveryId,
        jsonrpc: '2.0',
        method: 'irn_subscription',
        params: { id, data: messageData(kept) },
      }),
    )
  }

  const unsubscribe = (connection: RelayConnection, topic: string) => {
    connection.subscriptions.delete(topic)
    const set = subscribers.get(topic)
    set?.delete(connection)
    if (set?.size === 0) subscribers.delete(topic)
  }

  return {
    connect(clientId, socket) {
      const connection = {
        clientId,
        socket,
        subscriptions: new Map<string, string>(),
        delivered: new Set<string>(),
        alive: true,
      }
      connections.add(connection)
      return connection
    },
    disconnect(connection) {
      for (const topic of [...connection.subscriptions.keys()]) unsubscribe(connection, topic)
      connection.delivered.clear()
      connections.delete(connection)
    },
    connections: () => [...connections],
    subscribe(connection, topic) {
      const id = subscriptionId(topic, connection.clientId)
      if (!connections.has(connection)) return id
      connection.subscriptions.set(topic, id)
      const set = subscribers.get(topic) ?? new Set()
      set.add(connection)
      subscribers.set(topic, set)
      return id
    },
    unsubscribe,
    replay(connection, topic) {
      for (const kept of mailbox.read(topic, now())) deliver(connection, kept)
    },
    publish(connection, { ttl, ...input }) {
      const publishedAt = now()
      const kept = mailbox.keep({
        ...input,
        publishedAt,
        expiresAt: publishedAt + ttl * 1_000,
        publisherId: connection.clientId,
      })
      for (const subscriber of subscribers.get(kept.topic) ?? []) deliver(subscriber, kept)
      return kept
    },
    fetch(connection, topics) {
      const messages = [...new Set(topics)]
        .flatMap((topic) => mailbox.read(topic, now()))
        .filter((kept) => kept.publisherId !== connection.clientId)
      for (const kept of messages) connection.delivered.add(kept.key)
      return messages
    },
    sweep() {
      mailbox.sweep(now())
      for (const connection of connections) {
        for (const key of connection.delivered)
          if (!mailbox.has(key)) connection.delivered.delete(key)
      }
    },
  }
}
