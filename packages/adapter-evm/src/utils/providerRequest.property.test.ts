import { BaseError, isUserRejection } from '@kit/core'
import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { buildHostileValue, hostileSpecArbitrary } from '../test/hostileValues.js'
import type { Eip1193Provider } from '../types/eip1193.js'
import { providerRequest } from './providerRequest.js'
import { readableMessageMaxLength } from './toReadableMessage.js'

propertyTest(
  'F06 / item 17b: a wallet rejecting or throwing anything gives a typed error with a short readable text',
  [hostileSpecArbitrary(), fc.boolean()],
  async (spec, synchronous) => {
    const value = buildHostileValue(spec)
    const provider: Eip1193Provider = {
      request: () => {
        if (synchronous) throw value
        return Promise.reject(value)
      },
    }
    const error = await providerRequest(provider, 'wallet_switchEthereumChain').catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(BaseError)
    const typed = error as BaseError
    isUserRejection(typed)
    typed.walk()
    expect(typed.shortMessage).not.toMatch(/[\p{Cc}\p{Cf}]/u)
    expect(Array.from(typed.shortMessage).length).toBeLessThanOrEqual(readableMessageMaxLength)
  },
)
