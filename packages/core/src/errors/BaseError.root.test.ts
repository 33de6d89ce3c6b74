import { ApiError, HttpRequestError } from '@kit/blockchain-api'
import { expect, it } from 'vitest'
import { BaseError } from './BaseError.js'

it("item 2: the API client's errors are kit errors (one error root)", () => {
  const error = new HttpRequestError(500)
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toBeInstanceOf(BaseError)
  expect(new BaseError('outer', { cause: error }).details).toBe('status 500')
})
