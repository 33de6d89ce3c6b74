import { describe, expect, it } from 'vitest'
import { errorMessage } from './errorMessage.js'

describe('errorMessage', () => {
  it('prefers the short message, then the first line of the message', () => {
    expect(errorMessage(Object.assign(new Error('long\ndetails'), { shortMessage: 'Short' }))).toBe(
      'Short',
    )
    expect(errorMessage(new Error('First line\nDetails: more'))).toBe('First line')
  })

  it('cleans and caps what a wallet says', () => {
    const text = errorMessage(new Error(`\u202e${'x'.repeat(5_000)}`))
    expect(text.startsWith('xxx')).toBe(true)
    expect(Array.from(text)).toHaveLength(160)
  })

  it('falls back for anything else', () => {
    expect(errorMessage(undefined)).toBe('Something went wrong')
    expect(errorMessage('boom')).toBe('Something went wrong')
    expect(errorMessage({ message: 42 })).toBe('Something went wrong')
  })
})
