import { expect, test } from 'vitest'
import * as entry from './errors.js'

test('error classes entry', () => {
  expect(Object.keys(entry).sort()).toEqual([
    'InvalidLocaleError',
    'NotInitializedError',
    'ViewNotAvailableError',
  ])
  expect(new entry.ViewNotAvailableError('the Swap view')).toBeInstanceOf(Error)
})
