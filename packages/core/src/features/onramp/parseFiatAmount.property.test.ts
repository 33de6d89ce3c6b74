import { fc, propertyTest } from '@kit/fuzz'
import { InvalidFiatAmountError } from './errors.js'
import { formatCents } from './formatCents.js'
import { parseFiatAmount } from './parseFiatAmount.js'

const read = (text: string) => {
  try {
    return parseFiatAmount(text)
  } catch (error) {
    if (error instanceof InvalidFiatAmountError) return undefined
    throw error
  }
}

propertyTest(
  'any text reads as cents or a typed refusal, never a TypeError',
  [fc.oneof(fc.string(), fc.stringMatching(/^[0-9.,e+\- ]{0,12}$/))],
  (text) => {
    const cents = read(text)
    return cents === undefined || (typeof cents === 'bigint' && cents >= 0n)
  },
)

propertyTest(
  'every cents amount round-trips through its decimal text',
  [fc.bigInt({ min: 0n, max: 10n ** 14n })],
  (cents) => parseFiatAmount(formatCents(cents)) === cents,
)

propertyTest(
  'whatever reads is a plain decimal of at most two decimals',
  [fc.string({ unit: fc.constantFrom('0', '1', '9', '.', ',', 'e', '-', ' ', '٣') })],
  (text) => read(text) === undefined || /^\s*[0-9]*(\.[0-9]{0,2})?\s*$/.test(text),
)
