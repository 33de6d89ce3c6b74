import type { SessionResponse } from '../types/sessions.js'
import { boolean, integer, lazy, object, type Parser, string } from '../utils/schema.js'

/** `GET /v1/sessions/{id}`. */
export const sessionResponse: Parser<SessionResponse> = lazy(() =>
  object({
    pci: string(),
    expiry: integer(0),
    chainId: string(),
    address: string(),
    revoked: boolean(),
  }),
)
