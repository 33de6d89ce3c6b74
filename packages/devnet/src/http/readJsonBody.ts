import type { IncomingMessage } from 'node:http'

export type ReadJsonBodyReturnType = { ok: true; value: unknown } | { ok: false; status: 400 | 413 }

/** Reads a request body up to `maxBytes` and parses it as JSON, whatever its content type. */
export function readJsonBody(
  request: IncomingMessage,
  maxBytes: number,
): Promise<ReadJsonBodyReturnType> {
  return new Promise((resolve) => {
    const declared = Number(request.headers['content-length'] ?? 0)
    if (declared > maxBytes) {
      request.resume()
      resolve({ ok: false, status: 413 })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size > maxBytes) tooLarge = true
      if (!tooLarge) chunks.push(chunk)
    })
    request.on('error', () => resolve({ ok: false, status: 400 }))
    request.on('end', () => {
      if (tooLarge) return resolve({ ok: false, status: 413 })
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks).toString('utf8')) })
      } catch {
        resolve({ ok: false, status: 400 })
      }
    })
  })
}
