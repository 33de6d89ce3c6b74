import type { ApiContext } from '../ApiContext.js'
import type { ApiReply } from './ApiReply.js'
import type { ApiRequest } from './ApiRequest.js'

/** One endpoint: a method, a path pattern with `:name` segments, and its handler. */
export type Route = {
  readonly method: 'GET' | 'POST' | 'DELETE'
  readonly path: string
  readonly handle: (request: ApiRequest, context: ApiContext) => Promise<ApiReply> | ApiReply
}
