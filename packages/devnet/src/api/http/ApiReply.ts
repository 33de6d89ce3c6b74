/** What a route answers: JSON (`json`) or a text body with its own content type. */
export type ApiReply = {
  status: number
  json?: unknown
  text?: string | undefined
  contentType?: string | undefined
  headers?: Readonly<Record<string, string>> | undefined
}

/** A JSON reply. */
export function jsonReply(json: unknown, status = 200): ApiReply {
  return { status, json }
}
