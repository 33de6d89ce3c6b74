import { BaseError, isUserRejection } from '@kit/core'
import { propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { buildHostileValue, hostileSpecArbitrary } from '../test/hostileValues.js'
import { mapProviderError } from './mapProviderError.js'
import { providerMessageMaxLength } from './readProviderError.js'

propertyTest(
  'F06: whatever a wallet rejects with maps to a typed error the UI can read',
  [hostileSpecArbitrary()],
  (spec) => {
    const error = mapProviderError(buildHostileValue(spec))
    expect(error).toBeInstanceOf(BaseError)
    isUserRejection(error)
    error.walk()
    expect(`${error.name} ${error.shortMessage} ${error.details ?? ''}`.length).toBeLessThan(
      providerMessageMaxLength + 200,
    )
  },
)

propertyTest('F06: mapping a mapped error changes nothing', [hostileSpecArbitrary()], (spec) => {
  const error = mapProviderError(buildHostileValue(spec))
  expect(mapProviderError(error)).toBe(error)
})
