import { fc, test } from '@fast-check/vitest'
import { describe, expect, it } from 'vitest'
import { formatMessage, formatMessageParts } from './formatMessage.js'
import { listPlaceholders } from './test/listPlaceholders.js'

describe('formatMessage', () => {
  it('fills placeholders', () => {
    expect(formatMessage('Continue in {name}', { name: 'Rabby' })).toBe('Continue in Rabby')
    expect(formatMessage('{a} and {a}', { a: 1 })).toBe('1 and 1')
  })

  it('keeps unknown placeholders and ignores inherited names', () => {
    expect(formatMessage('Hi {who}', {})).toBe('Hi {who}')
    expect(formatMessage('{toString}', {})).toBe('{toString}')
  })

  it('does not read placeholders inside values', () => {
    expect(formatMessage('{a}{b}', { a: '{b}', b: 'x' })).toBe('{b}x')
  })

  it('splits into parts around element values', () => {
    const name = { element: 'bdi' }
    expect(formatMessageParts('Continue in {name}', { name })).toEqual(['Continue in ', name])
    expect(formatMessageParts('{name} で続行', { name })).toEqual([name, ' で続行'])
    expect(formatMessageParts('plain', { name })).toEqual(['plain'])
  })

  it('lists placeholders', () => {
    expect(listPlaceholders('from {address} to {name}')).toEqual(['address', 'name'])
  })

  test.prop([fc.string(), fc.string()])('text without braces is returned as is', (text, value) => {
    fc.pre(!text.includes('{'))
    expect(formatMessage(text, { value })).toBe(text)
  })

  test.prop([fc.string(), fc.string({ unit: 'grapheme' })])(
    'parts join back to the formatted text',
    (text, value) => {
      expect(formatMessageParts(text, { value }).join('')).toBe(formatMessage(text, { value }))
    },
  )
})
