import type { IncomingMessage } from 'node:http'

/** A request as route handlers see it: the parsed URL, the path parameters and the raw message. */
export type ApiRequest = {
  readonly method: string
  readonly url: URL
  /** Decoded path segments named in the route pattern (`:address`). */
  readonly params: Readonly<Record<string, string>>
  readonly message: IncomingMessage
}
