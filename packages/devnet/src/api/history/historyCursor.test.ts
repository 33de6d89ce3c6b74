import { expect, test } from 'vitest'
import { ApiRequestError } from '../../errors/api.js'
import {
  compareKeysDescending,
  decodeCursor,
  encodeCursor,
  type HistoryKey,
} from './historyCursor.js'

test('keys sort newest first: time, then chain, block and position', () => {
  const keys: HistoryKey[] = [
    [100, 1, 5, 0],
    [200, 1, 9, 0],
    [100, 10, 3, 0],
    [100, 1, 5, 1],
  ]
  expect([...keys].sort(compareKeysDescending)).toEqual([
    [200, 1, 9, 0],
    [100, 10, 3, 0],
    [100, 1, 5, 1],
    [100, 1, 5, 0],
  ])
})

test('cursors round-trip and anything else is a 400', () => {
  const key: HistoryKey = [1_767_225_600, 42161, 123, 4]
  const cursor = encodeCursor(key)
  expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/)
  expect(decodeCursor(cursor)).toEqual(key)
  for (const bad of ['', 'abc', '!!!', encodeCursor([1, 2, 3, 4]).slice(1), 'x'.repeat(200)]) {
    expect(() => decodeCursor(bad)).toThrow(ApiRequestError)
  }
  expect(() => decodeCursor(Buffer.from('1.2.3.-4').toString('base64url'))).toThrow(ApiRequestError)
})
