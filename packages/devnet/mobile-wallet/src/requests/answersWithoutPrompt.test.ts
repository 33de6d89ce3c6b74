import { describe, expect, test } from 'vitest'
import {
  bitcoinMethods,
  solanaMethods,
  walletMethods,
} from '../session/buildSupportedNamespaces.js'
import { answersWithoutPrompt } from './answersWithoutPrompt.js'

describe('answersWithoutPrompt', () => {
  test('bip122 getAccountAddresses is answered at once', () => {
    expect(answersWithoutPrompt('bip122', 'getAccountAddresses')).toBe(true)
  })

  test('every request that signs or sends waits for Approve', () => {
    for (const method of bitcoinMethods.filter((name) => name !== 'getAccountAddresses'))
      expect(answersWithoutPrompt('bip122', method)).toBe(false)
    for (const method of solanaMethods) expect(answersWithoutPrompt('solana', method)).toBe(false)
    for (const method of walletMethods) expect(answersWithoutPrompt('eip155', method)).toBe(false)
  })

  test('the method name alone is not enough: another namespace still asks', () => {
    expect(answersWithoutPrompt('eip155', 'getAccountAddresses')).toBe(false)
    expect(answersWithoutPrompt('solana', 'getAccountAddresses')).toBe(false)
  })
})
