import { fc, propertyTest } from '@kit/fuzz'
import { validateAccountName } from './validateAccountName.js'

const allowedChar = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-',
)
const validLabels = fc.array(allowedChar, { minLength: 4, maxLength: 63 }).map((c) => c.join(''))

propertyTest(
  'SPEC §5: any string is either valid and made of lowercase letters, digits and hyphens, or refused',
  [fc.string({ unit: 'binary', maxLength: 80 })],
  (label) => {
    const result = validateAccountName({ label })
    if (!result.valid) return ['tooShort', 'tooLong', 'invalidCharacters'].includes(result.problem)
    return /^[a-z0-9-]{4,63}$/.test(result.label) && result.label === label.toLowerCase()
  },
)

propertyTest(
  'SPEC §5: every label of 4 to 63 letters, digits and hyphens is valid, lowercased',
  [validLabels],
  (label) => {
    const result = validateAccountName({ label })
    return result.valid && result.label === label.toLowerCase()
  },
)

propertyTest(
  'SPEC §5: fewer than 4 allowed characters is too short',
  [fc.array(allowedChar, { maxLength: 3 }).map((c) => c.join(''))],
  (label) => {
    const result = validateAccountName({ label })
    return !result.valid && result.problem === 'tooShort'
  },
)

propertyTest(
  'SPEC §5: one character that is not an ASCII letter, digit or hyphen anywhere refuses the label',
  [
    validLabels,
    fc
      .string({ unit: 'binary', minLength: 1, maxLength: 1 })
      .filter((c) => !/^[A-Za-z0-9-]$/.test(c)),
    fc.nat(),
  ],
  (label, bad, at) => {
    const index = at % (label.length + 1)
    const result = validateAccountName({
      label: `${label.slice(0, index)}${bad}${label.slice(index)}`,
    })
    return !result.valid && result.problem === 'invalidCharacters'
  },
)
