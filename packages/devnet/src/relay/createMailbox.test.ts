import { expect, test } from 'vitest'
import { createMailbox, type KeptMessage } from './createMailbox.js'

const topic = 'a'.repeat(64)
const message = (text: string, publishedAt = 1_000, ttlMs = 10_000): Omit<KeptMessage, 'key'> => ({
  topic,
  message: text,
  publishedAt,
  expiresAt: publishedAt + ttlMs,
  tag: 0,
  attestation: undefined,
  publisherId: 'did:key:a',
})

test('keeps messages per topic, oldest first, until they expire', () => {
  const mailbox = createMailbox()
  const first = mailbox.keep(message('one', 1_000, 1_000))
  mailbox.keep(message('two', 1_500, 5_000))
  mailbox.keep({ ...message('elsewhere'), topic: 'b'.repeat(64) })
  expect(mailbox.read(topic, 1_999).map((kept) => kept.message)).toEqual(['one', 'two'])
  expect(mailbox.read(topic, 2_000).map((kept) => kept.message)).toEqual(['two'])
  expect(mailbox.has(first.key)).toBe(false)
  expect(mailbox.size()).toBe(2)

  mailbox.sweep(20_000)
  expect(mailbox.size()).toBe(0)
  expect(mailbox.read(topic, 20_000)).toEqual([])
})

test('the same text on a topic is one message, whose expiry is extended', () => {
  const mailbox = createMailbox()
  const first = mailbox.keep(message('same', 1_000, 1_000))
  const again = mailbox.keep(message('same', 1_500, 1_000))
  expect(again.key).toBe(first.key)
  expect(again.publishedAt).toBe(1_000)
  expect(mailbox.read(topic, 2_400)).toEqual([{ ...first, expiresAt: 2_500 }])
})

test('drops the oldest messages of a topic past its capacity', () => {
  const mailbox = createMailbox({ maxPerTopic: 2 })
  const oldest = mailbox.keep(message('1'))
  mailbox.keep(message('2'))
  mailbox.keep(message('3'))
  expect(mailbox.read(topic, 1_000).map((kept) => kept.message)).toEqual(['2', '3'])
  expect(mailbox.has(oldest.key)).toBe(false)
})
