import { expect, test } from 'vitest'
import { createMemoryNonceStore } from './createMemoryNonceStore.js'

test('an issued nonce is accepted once; an unknown one never', async () => {
  const nonces = createMemoryNonceStore()
  const nonce = nonces.issue()
  expect(nonce).toMatch(/^[A-Za-z0-9]{17}$/)
  expect(await nonces.consume('neverIssued12345')).toBe(false)
  expect(await nonces.consume(nonce)).toBe(true)
  expect(await nonces.consume(nonce)).toBe(false)
  nonces.remember('madeElsewhere123')
  expect(await nonces.consume('madeElsewhere123')).toBe(true)
})

test('a nonce past its TTL is refused (and forgotten)', async () => {
  let now = 1_000_000
  const nonces = createMemoryNonceStore({ ttlMs: 60_000, now: () => now })
  const early = nonces.issue()
  now += 30_000
  const late = nonces.issue()
  now += 30_000
  expect(await nonces.consume(early)).toBe(false)
  expect(await nonces.consume(late)).toBe(true)
})

test('past maxSize the oldest outstanding nonce is forgotten first', async () => {
  const nonces = createMemoryNonceStore({ maxSize: 3 })
  const issued = Array.from({ length: 5 }, () => nonces.issue())
  const accepted = await Promise.all(issued.map((nonce) => nonces.consume(nonce)))
  expect(accepted).toEqual([false, false, true, true, true])
})
