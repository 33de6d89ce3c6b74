import { describe, expect, it } from 'vitest'
import * as api from '../exports/index.js'

describe('ApiError shape', () => {
  it("item 2: API errors share the kit's error root (shortMessage, details, docsPath, walk)", () => {
    const inner = new Error('socket closed')
    const error = new api.NetworkRequestError('Could not reach the service', { cause: inner })
    expect(error).toBeInstanceOf(api.ApiError)
    expect(error).toBeInstanceOf(api.BaseError)
    expect(error.name).toBe('NetworkRequestError')
    expect(error.shortMessage).toBe('Could not reach the service')
    expect(error.docsPath).toBeUndefined()
    expect(error.walk()).toBe(inner)
    expect(error.walk((e) => e instanceof api.ApiError)).toBe(error)
  })

  it("item 2: an API error keeps the cause's text out of its message and details", () => {
    const cause = new TypeError('fetch failed: https://api.example/v1?projectId=secret')
    const error = new api.ResolveNameError({ cause })
    expect(error.message).toBe('Error resolving name')
    expect(error.details).toBeUndefined()
    expect(error.cause).toBe(cause)
  })

  it('item 2: details follow the short message, as in every kit error', () => {
    const error = new api.HttpRequestError(503)
    expect(error.message).toBe('HTTP status code: 503\nDetails: status 503')
    expect(error.details).toBe('status 503')
  })
})
