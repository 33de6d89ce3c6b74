import { expect, test } from 'vitest'
import { DevnetError } from './DevnetError.js'
import { ProviderRpcError, UserRejectedRequestError } from './provider.js'

test('carries short message, details and cause', () => {
  const root = new Error('root')
  const error = new DevnetError('Something failed.', { details: 'port 1', cause: root })
  expect(error.name).toBe('DevnetError')
  expect(error.shortMessage).toBe('Something failed.')
  expect(error.details).toBe('port 1')
  expect(error.message).toBe('Something failed.\n\nDetails: port 1')
  expect(error.walk()).toBe(root)
  expect(error.walk((e) => e instanceof DevnetError)).toBe(error)
})

test('provider errors keep the exact EIP-1193 message and code', () => {
  const error = new UserRejectedRequestError()
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect(error).toBeInstanceOf(DevnetError)
  expect({ code: error.code, message: error.message }).toEqual({
    code: 4001,
    message: 'User rejected the request.',
  })
})
