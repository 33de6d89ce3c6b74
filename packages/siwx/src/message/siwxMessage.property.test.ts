import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import {
  InvalidSiwxFieldError,
  SiwxMessageParseError,
  SiwxMessageTooLongError,
} from '../errors/message.js'
import { anySiwxFields, siwxFields } from '../test/arbitraries.js'
import { eip155Text, solanaText } from '../test/fixtures.js'
import { expectSiweConformance } from '../test/oracles.js'
import { buildSiwxMessage } from './buildSiwxMessage.js'
import { isUri } from './isUri.js'
import { parseSiwxMessage } from './parseSiwxMessage.js'

function isTypedError(error: unknown): boolean {
  return (
    error instanceof SiwxMessageParseError ||
    error instanceof SiwxMessageTooLongError ||
    error instanceof InvalidSiwxFieldError
  )
}

/** Parses, or throws one of the parser's own errors; returns the fields or undefined. */
function parseTyped(message: string) {
  try {
    return parseSiwxMessage({ message })
  } catch (error) {
    if (!isTypedError(error)) throw error
    return undefined
  }
}

propertyTest('parse(build(fields)) deep-equals fields', [anySiwxFields], (fields) => {
  // fast-check's records have no prototype; compare against a plain copy.
  expect(parseSiwxMessage({ message: buildSiwxMessage(fields) })).toStrictEqual({ ...fields })
})

propertyTest('build(parse(message)) is the message, byte for byte', [anySiwxFields], (fields) => {
  const message = buildSiwxMessage(fields)
  expect(buildSiwxMessage(parseSiwxMessage({ message }))).toBe(message)
})

propertyTest(
  'any string: the parser returns or throws only its typed errors',
  [fc.string({ unit: 'binary', maxLength: 400 })],
  (input) => {
    parseTyped(input)
  },
)

// Near misses: real messages with one character inserted, deleted or replaced somewhere.
const edits = fc.tuple(
  fc.constantFrom(eip155Text, solanaText),
  fc.nat(),
  fc.constantFrom('insert', 'delete', 'replace'),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 3 }),
)
propertyTest(
  'an edited message: typed error, or fields that build back to it exactly',
  [edits],
  (edit) => {
    const [text, at, kind, chars] = edit
    const index = at % text.length
    const message =
      kind === 'insert'
        ? text.slice(0, index) + chars + text.slice(index)
        : kind === 'delete'
          ? text.slice(0, index) + text.slice(index + 1)
          : text.slice(0, index) + chars + text.slice(index + 1)
    const parsed = parseTyped(message)
    if (parsed) expect(buildSiwxMessage(parsed)).toBe(message)
  },
)

propertyTest(
  'fast-check web URLs are RFC 3986 URIs',
  [fc.webUrl({ withQueryParameters: true, withFragments: true })],
  (url) => {
    expect(isUri(url)).toBe(true)
  },
)

propertyTest(
  'eip155 messages parse with siwe and viem to the same fields (S12)',
  [siwxFields('eip155')],
  (fields) => {
    expectSiweConformance(buildSiwxMessage(fields), fields)
  },
)
