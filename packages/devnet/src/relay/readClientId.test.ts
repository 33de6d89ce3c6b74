import { expect, test } from 'vitest'
import { readClientId } from './readClientId.js'

const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const header = part({ alg: 'EdDSA', typ: 'JWT' })

test('reads the iss claim of the auth token', () => {
  const iss = 'did:key:z6MkodHZwneVRShtaLf8JKYkxpDGp1vGZnpGmdBpX8M2exxH'
  const auth = `${header}.${part({ iss, sub: 'abc', aud: 'wss://relay', iat: 1, exp: 2 })}.sig`
  expect(readClientId(`/?auth=${auth}&projectId=p&ua=wc-2`)).toBe(iss)
})

test('is undefined without a decodable token', () => {
  for (const url of [
    undefined,
    '/?projectId=p',
    '/?auth=',
    '/?auth=abc',
    `/?auth=${header}.${part({ iss: 'x' })}`,
    `/?auth=${header}.!!!.sig`,
    `/?auth=${header}.${part(['iss'])}.sig`,
    `/?auth=${header}.${part({ iss: 42 })}.sig`,
    `/?auth=${header}.${part({ iss: '' })}.sig`,
  ])
    expect(readClientId(url), url).toBeUndefined()
})
