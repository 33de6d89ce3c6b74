import { describe, expect, it } from 'vitest'
import { UserRejectedRequestError } from '../errors/connection.js'
import { isUserRejection } from './isUserRejection.js'

describe('isUserRejection', () => {
  it.each([
    ['the typed error', new UserRejectedRequestError()],
    ['code 4001', { code: 4001 }],
    ['code 5000', { code: 5000 }],
    ['the message text only', new Error('User rejected the request.')],
    ['a code under data.originalError', { code: -32603, data: { originalError: { code: 4001 } } }],
    ['a rejection as the cause', new Error('wrapped', { cause: { code: 4001 } })],
  ])('recognises %s', (_, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  it.each([
    ['another code', { code: 4100, message: 'Unauthorized' }],
    ['a plain failure', new Error('network down')],
    ['nothing', undefined],
  ])('does not take %s for a rejection', (_, error) => {
    expect(isUserRejection(error)).toBe(false)
  })
})

describe('isUserRejection with hostile values', () => {
  it('F06: a throwing getter or Proxy anywhere in the chain is no rejection, and no throw', () => {
    const throwing = () => {
      throw new Error('hostile')
    }
    const getter = Object.defineProperty({}, 'code', { get: throwing })
    const proxy = new Proxy({}, { get: throwing, getPrototypeOf: throwing })
    for (const value of [getter, proxy, { cause: proxy }, { data: { originalError: getter } }]) {
      expect(() => isUserRejection(value)).not.toThrow()
      expect(isUserRejection(value)).toBe(false)
    }
  })
})
