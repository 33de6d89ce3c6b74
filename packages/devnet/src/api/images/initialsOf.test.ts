import { expect, test } from 'vitest'
import { initialsOf } from './initialsOf.js'

test.each([
  ['Cobalt Wallet', 'CW'],
  ['CobaltPay', 'CP'],
  ['Kit Dev Wallet', 'KD'],
  ['カギ Wallet', 'カW'],
  ['Zebra 🦓 Wallet', 'ZW'],
  ['ōkami', 'Ō'],
  ['some-network-id', 'S'],
])('%s → %s', (name, initials) => {
  expect(initialsOf(name)).toBe(initials)
})
