import { fc } from '@fast-check/vitest'

/**
 * One unit of a name a wallet or a service may send to trick the eye: whitespace of every kind,
 * controls (NUL, NEL, DEL), format characters (zero-width space, joiner, bidi override and
 * isolate, direction mark, BOM), combining marks, fillers that draw nothing, and plain text.
 */
export const hostileNameUnit = fc.oneof(
  fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2028', '\u3000', '\ufeff'),
  fc.constantFrom('\u0000', '\u0007', '\u007f', '\u0085', '\u200b', '\u200d', '\u200f'),
  fc.constantFrom('\u202e', '\u2066', '\u0301', '\u0336', '\u1160', '\u2800', '\u3164'),
  fc.constantFrom('a', 'Z', '!', '🦊', '\u0430', 'ß'),
)

/** A name of up to `maxLength` hostile units (a unit may be two UTF-16 code units). */
export const hostileName = ({ maxLength = 80 }: { maxLength?: number } = {}) =>
  fc.array(hostileNameUnit, { maxLength }).map((units) => units.join(''))
