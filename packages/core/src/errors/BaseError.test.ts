import { describe, expect, it } from 'vitest'
import { BaseError } from './BaseError.js'

describe('BaseError.walk', () => {
  it('returns the innermost cause', () => {
    const inner = new Error('inner')
    const error = new BaseError('outer', { cause: new BaseError('middle', { cause: inner }) })
    expect(error.walk()).toBe(inner)
  })

  it('stops at a cause cycle', () => {
    const loop: { cause?: unknown } = {}
    loop.cause = loop
    expect(new BaseError('outer', { cause: loop }).walk()).toBe(loop)
  })

  it('F06: a cause whose cause getter throws ends the walk instead of throwing', () => {
    const hostile = Object.defineProperty({}, 'cause', {
      get() {
        throw new Error('hostile')
      },
    })
    const error = new BaseError('outer', { cause: { cause: hostile } })
    expect(() => error.walk()).not.toThrow()
    expect(error.walk()).toBe(hostile)
    expect(error.walk((e) => e === hostile)).toBe(hostile)
  })
})

describe('BaseError details', () => {
  it('F06: a cause whose message is a throwing Proxy gives no details instead of throwing', () => {
    const cause = Object.assign(new Error(''), {
      message: new Proxy(
        {},
        {
          get() {
            throw new Error('hostile')
          },
        },
      ),
    })
    const error = new BaseError('outer', { cause })
    expect(error.details).toBeUndefined()
    expect(error.message).toBe('outer')
  })
})
