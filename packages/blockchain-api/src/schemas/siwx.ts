import type {
  SiwxNonceResponse,
  SiwxSessionDataResponse,
  SiwxSessionRecord,
  SiwxSessionsResponse,
} from '../types/siwx.js'
import {
  array,
  caip2,
  integer,
  lazy,
  object,
  optional,
  type Parser,
  string,
} from '../utils/schema.js'

// A sign-in message is at most 8 KiB; a signature (an ERC-6492 wrapper) at most 16 KiB of hex.
const text = (max: number) =>
  string(new RegExp(`^[\\s\\S]{0,${max}}$`), `a string of at most ${max} characters`)
const field = text(2048)

const sessionData: Parser<SiwxSessionDataResponse> = lazy(() =>
  object({
    accountAddress: field,
    chainId: caip2,
    domain: field,
    uri: field,
    version: field,
    nonce: field,
    statement: optional(field),
    resources: optional(array(field, 64)),
    requestId: optional(field),
    issuedAt: optional(field),
    expirationTime: optional(field),
    notBefore: optional(field),
  }),
)

/** One session of `GET /v1/siwx/sessions/{id}`, and of the list. */
export const siwxSessionRecord: Parser<SiwxSessionRecord> = lazy(() =>
  object({
    id: text(256),
    data: sessionData,
    message: text(8192),
    signature: text(2 + 2 * 16_384),
    expiresAt: integer(0),
  }),
)

/** `GET /v1/siwx/sessions?chainId&address`. */
export const siwxSessionsResponse: Parser<SiwxSessionsResponse> = lazy(() =>
  object({ sessions: array(siwxSessionRecord, 100) }),
)

/** `POST /v1/siwx/nonce`. */
export const siwxNonceResponse: Parser<SiwxNonceResponse> = lazy(() =>
  object({
    nonce: string(/^[A-Za-z0-9]{8,256}$/, 'at least 8 letters and digits'),
    expiresAt: integer(0),
  }),
)
