import type { GetWalletsResponse } from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import { queryCatalogue } from '../catalogue/queryCatalogue.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'

const maxEntries = 100

function positiveInteger(value: string | null, field: string, fallback: number, max: number) {
  if (value === null) return fallback
  if (!/^[1-9][0-9]{0,6}$/.test(value) || Number(value) > max) {
    throw new ApiRequestError({ field, description: `Expected an integer from 1 to ${max}` })
  }
  return Number(value)
}

function list(value: string | null, field: string, pattern: RegExp): string[] | undefined {
  if (value === null || value === '') return undefined
  const items = value.split(',')
  if (items.length > 500 || items.some((item) => !pattern.test(item))) {
    throw new ApiRequestError({ field, description: 'Invalid comma-separated list' })
  }
  return items
}

/**
 * The wallet catalogue (`GET /getWallets`): pages of the generated wallets. `st`, `sv` and
 * `projectId` are accepted and ignored; `entries` above 100 is a 400.
 */
export const catalogueRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/getWallets',
    handle(request, context) {
      const query = request.url.searchParams
      const search = query.get('search') ?? undefined
      if (search !== undefined && search.length > 100) {
        throw new ApiRequestError({ field: 'search', description: 'At most 100 characters' })
      }
      const badgeType = query.get('badge_type') ?? undefined
      if (badgeType !== undefined && badgeType !== 'certified' && badgeType !== 'none') {
        throw new ApiRequestError({
          field: 'badge_type',
          description: 'Expected certified or none',
        })
      }
      const ids = /^[A-Za-z0-9._-]{1,100}$/
      return jsonReply(
        queryCatalogue(context.catalogue, {
          page: positiveInteger(query.get('page'), 'page', 1, 1_000_000),
          entries: positiveInteger(query.get('entries'), 'entries', 40, maxEntries),
          search: search?.trim() || undefined,
          badgeType,
          include: list(query.get('include'), 'include', ids),
          exclude: list(query.get('exclude'), 'exclude', ids),
          chains: list(query.get('chains'), 'chains', /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/),
        }) satisfies GetWalletsResponse,
      )
    },
  },
]
