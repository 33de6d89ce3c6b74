import type {
  AccountProfile,
  NameSuggestionsResponse,
  ReverseProfileResponse,
} from '@kit/blockchain-api'
import { ApiRequestError } from '../../errors/api.js'
import { jsonReply } from '../http/ApiReply.js'
import type { Route } from '../http/Route.js'
import { readBody } from '../http/readBody.js'
import { nameZone, parseNameLabel } from '../names/parseAccountName.js'
import { parseRegistration } from '../names/parseRegistration.js'
import { parseAddress } from '../params/parseAddress.js'

const variants = (label: string) => [
  `${label}-kit`,
  `${label}1`,
  `my-${label}`,
  `${label}-dev`,
  `${label}2026`,
  `the-${label}`,
]

/** Account names (SPEC §7): lookup, reverse lookup, suggestions and signed registration. */
export const profileRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/v1/profile/account/:name',
    handle(request, context) {
      const label = parseNameLabel(request.params.name)
      const profile = context.names.get(`${label}.${nameZone}`)
      if (!profile) {
        throw new ApiRequestError({ status: 404, field: 'name', description: 'Name not found' })
      }
      return jsonReply(profile satisfies AccountProfile)
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/reverse/:address',
    handle(request, context) {
      const address = parseAddress(request.params.address, 'address')
      return jsonReply(context.names.reverse(address) satisfies ReverseProfileResponse)
    },
  },
  {
    method: 'GET',
    path: '/v1/profile/suggestions/:name',
    handle(request, context) {
      const zone = request.url.searchParams.get('zone') ?? nameZone
      if (zone !== nameZone) {
        throw new ApiRequestError({ field: 'zone', description: `Only ${nameZone} is served` })
      }
      const label = parseNameLabel(request.params.name)
      const taken = (name: string) => context.names.get(name) !== undefined
      const wanted = `${label}.${nameZone}`
      const free = variants(label)
        .filter((variant) => variant.length <= 63)
        .map((variant) => `${variant}.${nameZone}`)
        .filter((name) => !taken(name))
        .slice(0, 5)
      return jsonReply({
        suggestions: [
          { name: wanted, registered: taken(wanted) },
          ...free.map((name) => ({ name, registered: false })),
        ],
      } satisfies NameSuggestionsResponse)
    },
  },
  {
    method: 'POST',
    path: '/v1/profile/account',
    async handle(request, context) {
      const profile = await parseRegistration(await readBody(request.message), context.now())
      if (!context.names.register(profile)) {
        throw new ApiRequestError({
          status: 409,
          field: 'name',
          description: `${profile.name} is already registered`,
        })
      }
      return jsonReply(profile satisfies AccountProfile)
    },
  },
]
