import { fc, propertyTest } from '@kit/fuzz'
import { expect } from 'vitest'
import { BaseError } from '../errors/BaseError.js'
import { formatCaipNetworkId, parseCaipNetworkId } from './caip.js'

const caip2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

propertyTest(
  'parseCaipNetworkId: a typed error or a value that matches the CAIP-2 grammar',
  [fc.string()],
  (input) => {
    try {
      const { namespace, reference } = parseCaipNetworkId(input)
      expect(`${namespace}:${reference}`).toMatch(caip2)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
    }
  },
)

propertyTest(
  'parseCaipNetworkId round-trips formatCaipNetworkId',
  [fc.stringMatching(/^[-a-z0-9]{3,8}$/), fc.stringMatching(/^[-_a-zA-Z0-9]{1,32}$/)],
  (namespace, reference) => {
    let id: string
    try {
      id = formatCaipNetworkId(namespace, reference)
    } catch (error) {
      expect(error).toBeInstanceOf(BaseError)
      return
    }
    expect(parseCaipNetworkId(id)).toEqual({ namespace, reference })
  },
)
