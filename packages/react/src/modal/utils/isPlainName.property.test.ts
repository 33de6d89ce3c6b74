import { isConfusableCharacter, isInvisibleName } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { isPlainByScripts, isPlainName } from './isPlainName.js'

const asciiNames = fc.stringMatching(/^[A-Za-z][A-Za-z0-9]{0,20}$/)
const latinConfusables = fc.constantFrom('\u0251', '\u0299', '\u0199', '\u028d', '\u0261', '\u026a')
const invisibleUnits = fc.constantFrom('\u3164', '\u115f', '\u2800', '\ufe0f', '\u200b', ' ')

propertyTest(
  'B09: isPlainName never throws on any string',
  [fc.string({ unit: 'binary' })],
  (name) => {
    const plain = isPlainName(name)
    return typeof plain === 'boolean' && (!plain || !isInvisibleName(name))
  },
)

propertyTest(
  'B09: a plain name has no Latin letter that passes for an ASCII one',
  [fc.string({ unit: 'binary', maxLength: 40 })],
  (name) =>
    !isPlainName(name) ||
    Array.from(name).every(
      (char) => !/\p{Script=Latin}/u.test(char) || !isConfusableCharacter(char),
    ),
)

propertyTest(
  'B09: one Latin confusable anywhere in an ASCII name takes its badge away',
  [asciiNames, latinConfusables, fc.nat()],
  (name, confusable, at) => {
    const index = at % (name.length + 1)
    return !isPlainName(`${name.slice(0, index)}${confusable}${name.slice(index)}`)
  },
)

propertyTest(
  'B09: a name made only of invisible characters is never plain',
  [fc.array(invisibleUnits, { maxLength: 10 })],
  (units) => !isPlainName(units.join('')),
)

// Spaces often, so that runs of them (which the full check refuses) come up.
const printableAscii = fc.oneof(
  {
    arbitrary: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
    weight: 3,
  },
  { arbitrary: fc.constant(' '), weight: 1 },
)

propertyTest(
  'B09: the plain-ASCII shortcut agrees with the full check on printable ASCII',
  [fc.string({ unit: printableAscii, maxLength: 70 })],
  (name) => {
    const trimmed = name.trim()
    return isPlainName(name) === (trimmed.length <= 64 && isPlainByScripts(trimmed))
  },
)

propertyTest(
  'B09: the plain-ASCII shortcut agrees with the full check on any string',
  [fc.string({ unit: 'binary', maxLength: 70 })],
  (name) => {
    const trimmed = name.trim()
    return isPlainName(name) === (trimmed.length <= 64 && isPlainByScripts(trimmed))
  },
)
