import type { IncomingMessage, ServerResponse } from 'node:http'
import { type AnalyticsStore, createAnalyticsHandler } from '../analytics/createAnalyticsHandler.js'
import { ApiRequestError } from '../errors/api.js'
import type { ApiContext } from './ApiContext.js'
import { matchPath } from './http/matchPath.js'
import type { Route } from './http/Route.js'
import { sendReply } from './http/sendReply.js'
import { accountRoutes } from './routes/accountRoutes.js'
import { catalogueRoutes } from './routes/catalogueRoutes.js'
import { convertRoutes } from './routes/convertRoutes.js'
import { fungibleRoutes } from './routes/fungibleRoutes.js'
import { imageRoutes } from './routes/imageRoutes.js'
import { onrampRoutes } from './routes/onrampRoutes.js'
import { profileRoutes } from './routes/profileRoutes.js'
import { rpcRoutes } from './routes/rpcRoutes.js'
import { sessionRoutes } from './routes/sessionRoutes.js'
import { siwxRoutes } from './routes/siwxRoutes.js'

const routes: readonly Route[] = [
  ...accountRoutes,
  ...profileRoutes,
  ...fungibleRoutes,
  ...convertRoutes,
  ...onrampRoutes,
  ...sessionRoutes,
  ...siwxRoutes,
  ...rpcRoutes,
  ...catalogueRoutes,
  ...imageRoutes,
]
const analyticsPaths = new Set(['/getAnalyticsConfig', '/e', '/events'])

/**
 * The request handler of the API server: CORS preflights, the analytics endpoints, then the
 * routes. Refusals answer `{ reasons: [{ field, description }] }`; unknown paths 404, known
 * paths with another method 405.
 */
export function createApiHandler(context: ApiContext, analytics: AnalyticsStore) {
  const analyticsHandler = createAnalyticsHandler(analytics)
  return async (message: IncomingMessage, response: ServerResponse): Promise<void> => {
    // Prefixing keeps a path such as `//other.host/x` a path (SECURITY B15).
    const url = new URL(`http://api.invalid${(message.url ?? '/').replace(/^[^/]*/, '')}`)
    const method = message.method ?? 'GET'
    if (analyticsPaths.has(url.pathname)) return analyticsHandler(message, response)
    if (method === 'OPTIONS') {
      const requested = message.headers['access-control-request-headers']
      return sendReply(response, {
        status: 204,
        headers: { 'access-control-allow-headers': requested ?? 'content-type' },
      })
    }
    try {
      const matching = routes
        .map((route) => ({ route, params: matchPath(route.path, url.pathname) }))
        .filter((entry) => entry.params !== undefined)
      const match = matching.find((entry) => entry.route.method === method)
      if (!match) {
        if (matching.length === 0) {
          throw new ApiRequestError({ status: 404, field: 'path', description: 'Not found' })
        }
        const allow = [...new Set(matching.map((entry) => entry.route.method))].join(', ')
        return sendReply(response, {
          status: 405,
          json: { reasons: [{ field: 'method', description: 'Method not allowed' }] },
          headers: { allow },
        })
      }
      const reply = await match.route.handle(
        { method, url, params: match.params ?? {}, message },
        context,
      )
      return sendReply(response, reply)
    } catch (error) {
      if (error instanceof ApiRequestError) {
        return sendReply(response, {
          status: error.status,
          json: { reasons: error.reasons },
          headers: error.status === 413 ? { connection: 'close' } : undefined,
        })
      }
      const description = error instanceof Error ? error.message : 'Internal error'
      return sendReply(response, {
        status: 500,
        json: { reasons: [{ field: 'server', description }] },
      })
    }
  }
}
