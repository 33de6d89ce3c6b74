import { isRecord } from '../utils/isRecord.js'
import { InvalidRelayParamsError } from './errors.js'

/** Largest message the relay accepts, in bytes of UTF-8. */
export const maxMessageBytes = 1024 * 1024
/** Longest time a message may be kept, in seconds (30 days). */
export const maxTtl = 30 * 24 * 60 * 60
/** Most topics or messages one batch request may carry. */
export const maxBatchSize = 500

const topicPattern = /^[0-9a-f]{64}$/i

/** Validated fields of a publish: what the relay keeps and delivers. */
export type PublishParams = {
  topic: string
  message: string
  ttl: number
  tag: number | undefined
  attestation: string | undefined
}

/** The params object of a request; anything else is refused. */
export function parseObject(params: unknown, field = 'params'): Record<string, unknown> {
  if (!isRecord(params))
    throw new InvalidRelayParamsError({ details: `${field} must be an object` })
  return params
}

/** A topic: 64 hex characters. */
export function parseTopic(value: unknown, field = 'topic'): string {
  if (typeof value !== 'string' || !topicPattern.test(value))
    throw new InvalidRelayParamsError({ details: `${field} must be 64 hex characters` })
  return value
}

/** A non-empty array of at most `maxBatchSize` items, each parsed by `parseItem`. */
export function parseList<item>(
  value: unknown,
  field: string,
  parseItem: (item: unknown, field: string) => item,
): item[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > maxBatchSize)
    throw new InvalidRelayParamsError({
      details: `${field} must be an array of 1 to ${maxBatchSize} items`,
    })
  return value.map((item, index) => parseItem(item, `${field}[${index}]`))
}

/** A message text: a non-empty string of at most `maxMessageBytes`. */
export function parseMessage(value: unknown, field = 'message'): string {
  if (typeof value !== 'string' || value.length === 0)
    throw new InvalidRelayParamsError({ details: `${field} must be a non-empty string` })
  if (Buffer.byteLength(value, 'utf8') > maxMessageBytes)
    throw new InvalidRelayParamsError({ details: `${field} is larger than 1 MB` })
  return value
}

/** A time to live in whole seconds, 1 to `maxTtl`. */
export function parseTtl(value: unknown, field = 'ttl'): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > maxTtl)
    throw new InvalidRelayParamsError({
      details: `${field} must be a whole number of seconds, 1 to ${maxTtl}`,
    })
  return value
}

/** An optional tag: a non-negative integer. */
export function parseTag(value: unknown, field = 'tag'): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0)
    throw new InvalidRelayParamsError({ details: `${field} must be a non-negative integer` })
  return value
}

/** An optional attestation, passed through as is (the empty string included). */
export function parseAttestation(value: unknown, field = 'attestation'): string | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string')
    throw new InvalidRelayParamsError({ details: `${field} must be a string` })
  return value
}

/** The params of `irn_publish` (extra fields such as `prompt` or `correlationId` are ignored). */
export function parsePublishParams(params: unknown, field = 'params'): PublishParams {
  const object = parseObject(params, field)
  const at = (name: string) => (field === 'params' ? name : `${field}.${name}`)
  if (object.prompt !== undefined && typeof object.prompt !== 'boolean')
    throw new InvalidRelayParamsError({ details: `${at('prompt')} must be a boolean` })
  return {
    topic: parseTopic(object.topic, at('topic')),
    message: parseMessage(object.message, at('message')),
    ttl: parseTtl(object.ttl, at('ttl')),
    tag: parseTag(object.tag, at('tag')),
    attestation: parseAttestation(object.attestation, at('attestation')),
  }
}
