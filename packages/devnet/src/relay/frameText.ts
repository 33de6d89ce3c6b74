import type { RawData } from 'ws'

/** The text of a received frame, whatever form `ws` hands it over in. */
export function frameText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8')
  return (Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8')
}
