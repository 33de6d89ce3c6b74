import type { KitOptions } from '@kit/core'
import { InvalidOptionsError } from '@kit/core/modules/errors/network'
import { expect, test } from 'vitest'
import { createSIWX } from '../session/createSIWX.js'
import { resolveSiwx } from './resolveSiwx.js'

const siweConfig = {
  options: { required: false },
  getNonce: async () => 'appNonce12345678',
  createMessage: () => 'message',
  verifyMessage: async () => true,
}

test('both siwx and siweConfig: the exact AppKit error, as core throws it', () => {
  const siwx = createSIWX({ domain: 'app.example', uri: 'https://app.example' })
  const both = () => resolveSiwx({ siwx, siweConfig })
  expect(both).toThrow(InvalidOptionsError)
  expect(both).toThrow(/^Cannot set both `siweConfig` and `siwx` options$/)
})

test('siwx as given, siweConfig mapped onto SIWX, or nothing', () => {
  const siwx = createSIWX({ domain: 'app.example', uri: 'https://app.example' })
  expect(resolveSiwx({ siwx })).toBe(siwx)
  expect(resolveSiwx({ siwx, siweConfig: undefined })).toBe(siwx)
  const mapped = resolveSiwx({ siweConfig })
  expect(mapped?.getRequired()).toBe(false)
  expect(resolveSiwx({})).toBeUndefined()
})

test("takes the options as core types them (AppKit's shapes)", () => {
  const options: Pick<KitOptions, 'siwx' | 'siweConfig'> = { siweConfig }
  expect(resolveSiwx(options)?.getRequired?.()).toBe(false)
  const siwx = createSIWX({ domain: 'app.example', uri: 'https://app.example' })
  const both: Pick<KitOptions, 'siwx' | 'siweConfig'> = { siwx, siweConfig }
  expect(() => resolveSiwx(both)).toThrow('Cannot set both `siweConfig` and `siwx` options')
})
