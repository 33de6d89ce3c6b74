import type { IncomingMessage } from 'node:http'

export type ReadTextBodyReturnType = { ok: true; value: string } | { ok: false; status: 400 | 413 }

/** Reads a request body as UTF-8 text, up to `maxBytes` (413 past it). */
export function readTextBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<ReadTextBodyReturnType> {
  return new Promise((resolve) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBytes) {
      request.resume()
      resolve({ ok: false, status: 413 })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= maxBytes) chunks.push(chunk)
    })
    request.on('error', () => resolve({ ok: false, status: 400 }))
    request.on('end', () => {
      if (size > maxBytes) resolve({ ok: false, status: 413 })
      else resolve({ ok: true, value: Buffer.concat(chunks).toString('utf8') })
    })
  })
}
