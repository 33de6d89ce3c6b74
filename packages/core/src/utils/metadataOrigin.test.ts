import { describe, expect, it } from 'vitest'
import { compareMetadataOrigin } from './metadataOrigin.js'

describe('compareMetadataOrigin (S24)', () => {
  it.each([
    ['https://app.example', 'https://app.example'],
    ['https://app.example/', 'https://app.example'],
    ['https://APP.example/dapp?x=1', 'https://app.example'],
    ['https://app.example:443', 'https://app.example'],
    ['http://localhost:5199', 'http://localhost:5199'],
  ])('S24: %s matches the page origin %s', (metadataUrl, pageOrigin) => {
    expect(compareMetadataOrigin({ metadataUrl, pageOrigin })).toBeUndefined()
  })

  it.each([
    ['https://app.example', 'https://evil.example'],
    ['https://app.example', 'http://app.example'],
    ['https://app.example', 'https://app.example:8443'],
    ['https://app.example', 'https://www.app.example'],
    ['https://app.example.evil.test', 'https://app.example'],
    ['not a url', 'https://app.example'],
    ['', 'https://app.example'],
    ['javascript:alert(1)', 'https://app.example'],
    ['https://app.example', 'null'],
  ])('S24: %j does not match the page origin %j', (metadataUrl, pageOrigin) => {
    expect(compareMetadataOrigin({ metadataUrl, pageOrigin })).toEqual({
      metadataUrl,
      pageOrigin,
    })
  })
})
