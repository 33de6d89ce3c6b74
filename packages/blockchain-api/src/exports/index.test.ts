import { expect, test } from 'vitest'
import * as entry from './index.js'

test('public surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "ApiError",
      "ApiSchemaError",
      "HttpRequestError",
      "InvalidPathSegmentError",
      "NetworkRequestError",
      "TimeoutError",
      "createApiClient",
      "getAnalyticsConfig",
      "sdkType",
      "sdkVersion",
      "sendAnalyticsEvent",
    ]
  `)
})
