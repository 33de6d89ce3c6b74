import { expect, test } from 'vitest'
import { decodeMessageText } from './decodeMessageText.js'
import { parseTransactionRequest } from './parseTransactionRequest.js'
import { summarizeTransaction } from './summarizeTransaction.js'

test('describes transfers, calls and deployments', () => {
  const to = '0x1234567890abcdef1234567890abcdef123456ab'
  expect(
    summarizeTransaction(parseTransactionRequest({ to, value: '0x2386f26fc10000' }), 'ETH'),
  ).toBe('Send 0.01 ETH to 0x1234…56ab')
  expect(summarizeTransaction(parseTransactionRequest({ to, data: '0xa9059cbb' }), 'POL')).toBe(
    'Send 0 POL to 0x1234…56ab with data',
  )
  expect(summarizeTransaction(parseTransactionRequest({ data: '0x6080' }), 'ETH')).toBe(
    'Deploy a contract (0 ETH)',
  )
})

test('refuses malformed transaction fields', () => {
  expect(() => parseTransactionRequest({ to: '0x12' })).toThrow('not a valid address')
  expect(() => parseTransactionRequest({ value: '10' })).toThrow('hex quantity')
  expect(() => parseTransactionRequest({ data: '0xabc' })).toThrow('hex bytes')
})

test('shows signed messages as text unless they are binary', () => {
  expect(decodeMessageText('0x68656c6c6f0a776f726c64')).toBe('hello\nworld')
  expect(decodeMessageText('0x00ff10')).toBe('0x00ff10')
  expect(decodeMessageText('0x0001')).toBe('0x0001')
})
