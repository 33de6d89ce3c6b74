import { fc, propertyTest } from '@kit/fuzz'
import { isInvisibleName } from './isInvisibleName.js'
import { walletNameSkeleton } from './walletNameSkeleton.js'

const names = fc.string({ unit: 'binary', maxLength: 80 })
const invisibleUnits = fc.constantFrom(
  '\u3164',
  '\u115f',
  '\u2800',
  '\ufe0f',
  '\u200b',
  '\u202e',
  ' ',
)

propertyTest('B09: the skeleton never throws and is idempotent', [names], (name) => {
  const skeleton = walletNameSkeleton(name)
  return typeof skeleton === 'string' && walletNameSkeleton(skeleton) === skeleton
})

propertyTest(
  'B09: inserting invisible characters does not change the skeleton',
  [names, fc.array(invisibleUnits, { maxLength: 5 })],
  (name, extra) =>
    walletNameSkeleton(`${extra.join('')}${name}${extra.join('')}`) === walletNameSkeleton(name),
)

propertyTest(
  'B09: a name of invisible characters only is invisible',
  [fc.array(invisibleUnits, { maxLength: 10 })],
  (units) => isInvisibleName(units.join('')),
)
