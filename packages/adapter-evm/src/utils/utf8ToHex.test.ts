import { stringToHex } from 'viem'
import { expect, test } from 'vitest'
import { utf8ToHex } from './utf8ToHex.js'

test.each(['', 'hello', 'Sign in to example.com\nNonce: 1', 'ü 🦊 ∑'])(
  'encodes %j as UTF-8 hex',
  (text) => {
    expect(utf8ToHex(text)).toBe(stringToHex(text))
  },
)
