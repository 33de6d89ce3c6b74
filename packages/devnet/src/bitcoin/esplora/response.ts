export type EsploraRequest = { method: string; path: string; body?: string | undefined }

export type EsploraResponse = {
  status: number
  contentType: 'application/json' | 'text/plain' | 'application/octet-stream'
  body: string | Uint8Array
}

/** A plain-text answer: what Esplora sends for heights, hashes, hex and every error. */
export const text = (status: number, body: string): EsploraResponse => ({
  status,
  contentType: 'text/plain',
  body,
})

/** A 200 JSON answer. */
export const json = (body: unknown): EsploraResponse => ({
  status: 200,
  contentType: 'application/json',
  body: JSON.stringify(body),
})

/** A non-negative decimal index or height as it may appear in a path. */
export function isIndex(segment: string): boolean {
  return /^\d{1,9}$/.test(segment)
}
