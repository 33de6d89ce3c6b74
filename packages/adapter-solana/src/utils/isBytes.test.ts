import { runInNewContext } from 'node:vm'
import { expect, it } from 'vitest'
import { isBytes } from './isBytes.js'

it('takes Uint8Arrays of any realm and nothing else', () => {
  expect(isBytes(new Uint8Array(2))).toBe(true)
  expect(isBytes(runInNewContext('new Uint8Array(2)'))).toBe(true)
  expect(isBytes(Buffer.from([1]))).toBe(true)
  for (const value of [new Uint16Array(2), [1, 2], new ArrayBuffer(2), 'ab', null, { length: 2 }])
    expect(isBytes(value)).toBe(false)
})
