import { expect, test } from 'vitest'
import { readDeepLinkUri } from './readDeepLinkUri.js'

const uri = 'wc:abc@2?relay-protocol=irn&symKey=def'

test('reads the URI from /?uri= and /wc?uri= and gives the address without it', () => {
  const encoded = encodeURIComponent(uri)
  expect(readDeepLinkUri(`http://127.0.0.1:8792/?uri=${encoded}`)).toEqual({
    uri,
    cleanUrl: '/',
  })
  expect(readDeepLinkUri(`http://127.0.0.1:8792/wc?uri=${encoded}`)).toEqual({
    uri,
    cleanUrl: '/',
  })
  expect(readDeepLinkUri(`http://127.0.0.1:8792/wc/?debug=1&uri=${encoded}#top`)).toEqual({
    uri,
    cleanUrl: '/?debug=1#top',
  })
})

test('finds nothing without a uri parameter', () => {
  expect(readDeepLinkUri('http://127.0.0.1:8792/wc')).toBeUndefined()
  expect(readDeepLinkUri('http://127.0.0.1:8792/?url=x')).toBeUndefined()
})
