import { UserRejectedRequestError } from '@kit/core'
import { describe, expect, test } from 'vitest'
import { InternalRpcError } from '../errors/rpc.js'
import { isUserRejection } from './isUserRejection.js'

describe('isUserRejection', () => {
  test.each([
    ['the typed error', new UserRejectedRequestError()],
    ['code 4001', { code: 4001 }],
    ['code 5000', { code: 5000 }],
    ['text only', new Error('User denied account authorization')],
    ['a nested code', { code: -32603, data: { originalError: { code: 4001 } } }],
    ['a typed cause', new InternalRpcError({ cause: new UserRejectedRequestError() })],
  ])('true for %s', (_, error) => {
    expect(isUserRejection(error)).toBe(true)
  })

  test.each([
    ['another code', { code: 4100, message: 'Unauthorized' }],
    ['a plain failure', new Error('network down')],
    ['nothing', undefined],
  ])('false for %s', (_, error) => {
    expect(isUserRejection(error)).toBe(false)
  })
})
