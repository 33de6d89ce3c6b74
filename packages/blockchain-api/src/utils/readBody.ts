import { ResponseTooLargeError } from '../errors/http.js'

/**
 * Reads a response body as text, refusing more than `maxBytes`: a larger `Content-Length` is
 * refused unread; otherwise the stream is counted and cancelled once it passes the cap.
 */
export async function readBody(
  response: Response,
  maxBytes: number,
  signal: AbortSignal,
): Promise<string> {
  const length = response.headers.get('content-length')?.trim()
  if (length && /^\d+$/.test(length) && Number(length) > maxBytes) {
    cancel(response.body)
    throw new ResponseTooLargeError(maxBytes)
  }
  if (!response.body) return ''
  const reader = response.body.getReader()
  // A mocked or buffered body does not always end when the request is aborted; cancel it here.
  const onAbort = () => cancel(reader)
  signal.addEventListener('abort', onAbort, { once: true })
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      signal.throwIfAborted()
      if (done) return text + decoder.decode()
      size += value.byteLength
      if (size > maxBytes) {
        cancel(reader)
        throw new ResponseTooLargeError(maxBytes)
      }
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    signal.removeEventListener('abort', onAbort)
  }
}

/** Cancels without waiting: some sources (mocked or proxied bodies) never settle a cancel. */
function cancel(source: { cancel(): Promise<void> } | null): void {
  source?.cancel().catch(() => {})
}
