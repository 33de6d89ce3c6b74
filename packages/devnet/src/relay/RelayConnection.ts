import type { WebSocket } from 'ws'

/** One client socket of the relay. Subscriptions and delivered messages live and die with it. */
export type RelayConnection = {
  /** The `iss` of the client's JWT: the same across reconnects. */
  readonly clientId: string
  readonly socket: WebSocket
  /** Subscribed topics and their subscription ids. */
  readonly subscriptions: Map<string, string>
  /** Keys of the messages already sent on this socket, so none is sent twice. */
  readonly delivered: Set<string>
  /** Whether the socket answered the last ping. */
  alive: boolean
}
