import { expect, test } from 'vitest'
import * as entry from './client.js'

test('public surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "createApiClient",
    ]
  `)
})
