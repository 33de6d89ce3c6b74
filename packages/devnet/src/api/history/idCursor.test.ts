import { fc, propertyTest } from '@kit/fuzz'
import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import { decodeIdCursor, encodeIdCursor } from './idCursor.js'

const txid = /^[0-9a-f]{64}$/

test('cursors round-trip and anything else is a 400', () => {
  const id = 'ab'.repeat(32)
  const cursor = encodeIdCursor(id)
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(decodeIdCursor(cursor, txid)).toBe(id)
  for (const bad of ['', '!!!', cursor.slice(1), `${cursor}A`, encodeIdCursor('AB'.repeat(32))]) {
    expect(() => decodeIdCursor(bad, txid)).toThrow(ApiRequestError)
  }
})

propertyTest('any text is the id it encodes or a 400', [fc.string({ maxLength: 200 })], (text) => {
  try {
    const id = decodeIdCursor(text, txid)
    expect(encodeIdCursor(id)).toBe(text)
  } catch (error) {
    expect(error).toBeInstanceOf(ApiRequestError)
  }
})
