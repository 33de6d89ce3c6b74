import type {
  AccountProfile,
  NameSuggestionsResponse,
  ReverseProfileResponse,
} from '../types/profile.js'
import {
  array,
  boolean,
  integer,
  lazy,
  object,
  optional,
  type Parser,
  record,
  string,
} from '../utils/schema.js'

/** A registered name with its addresses per coin type. */
export const accountProfile: Parser<AccountProfile> = lazy(() =>
  object({
    name: string(),
    registered: integer(0),
    updated: optional(integer(0)),
    addresses: record(/^\d{1,20}$/, object({ address: string() }), 100),
    attributes: object({ avatar: optional(string()), bio: optional(string()) }),
  }),
)

/** `GET /v1/profile/reverse/{address}`. */
export const reverseProfileResponse: Parser<ReverseProfileResponse> = lazy(() =>
  array(accountProfile, 100),
)

/** `GET /v1/profile/suggestions/{name}`. */
export const nameSuggestionsResponse: Parser<NameSuggestionsResponse> = lazy(() =>
  object({
    suggestions: array(object({ name: string(), registered: boolean() }), 100),
  }),
)
